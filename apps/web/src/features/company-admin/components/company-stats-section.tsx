import { useCompanyStats } from '../api/get-company-stats';
import { CompanyStatCards } from './company-stat-cards';
import { useLogError } from '@/hooks/use-log-error';

/** The stat cards with their data; a failed load is only logged (docs/product/signed-in-area.md §8) and the cards show no number. */
export function CompanyStatsSection({ companyRef }: { companyRef: string }) {
  const query = useCompanyStats(companyRef);
  useLogError(query.error, 'No se pudieron cargar las estadísticas de la empresa.');
  return <CompanyStatCards stats={query.data} isLoading={query.isPending} />;
}
