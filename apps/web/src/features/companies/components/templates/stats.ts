import { formatCount } from '@inmuebles/shared/properties/format';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';

export interface CompanyStat {
  value: string;
  label: string;
}

/** The figures a template may highlight: published properties and years in business (when known). */
export function companyStats(company: PublicCompany): CompanyStat[] {
  const stats: CompanyStat[] = [
    {
      value: formatCount(company.properties_count),
      label: company.properties_count === 1 ? 'Propiedad publicada' : 'Propiedades publicadas',
    },
  ];
  if (company.years_experience !== null && company.years_experience > 0) {
    stats.push({
      value: String(company.years_experience),
      label: company.years_experience === 1 ? 'Año de experiencia' : 'Años de experiencia',
    });
  }
  return stats;
}
