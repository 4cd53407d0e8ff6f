import type { CompanyPropertySort } from '../properties/enums.ts';

/*
 * Spanish labels of the company page's filter bar. Template and font labels live with their values in
 * configuration.ts.
 */

/** The sort selector of the company page (default `newest`). */
export const companyPropertySortLabels: Record<CompanyPropertySort, string> = {
  newest: 'Más recientes',
  oldest: 'Más antiguos',
  'price-asc': 'Precio: menor a mayor',
  'price-desc': 'Precio: mayor a menor',
  'area-asc': 'Área: menor a mayor',
  'area-desc': 'Área: mayor a menor',
};

/** The type selector's "no filter" option (value 'all'). */
export const allPropertyTypesLabel = 'Todos los tipos';
