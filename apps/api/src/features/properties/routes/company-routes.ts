import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { companyStatsRoute } from './company-stats.ts';
import { listCompanyPropertiesRoute } from './list-company-properties.ts';

/** /api/v1/companies/{id}/...: a company's properties, as its public page's grid and its dashboard's counts. */
export default async function companyPropertyRoutes(app: AppInstance) {
  listCompanyPropertiesRoute(app);
  companyStatsRoute(app);
}
