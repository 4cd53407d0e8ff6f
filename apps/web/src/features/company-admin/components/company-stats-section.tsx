import { useEffect } from 'react';
import { useCompanyStats } from '../api/get-company-stats';
import { CompanyStatCards } from './company-stat-cards';

/** The stat cards with their data; a failed load is only logged (spec 8) and the cards show no number. */
export function CompanyStatsSection({ companyRef }: { companyRef: string }) {
  const query = useCompanyStats(companyRef);
  useEffect(() => {
    if (query.error) console.error('No se pudieron cargar las estadísticas de la empresa.', query.error);
  }, [query.error]);
  return <CompanyStatCards stats={query.data} isLoading={query.isPending} />;
}
