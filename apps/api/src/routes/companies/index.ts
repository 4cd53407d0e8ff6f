import type { AppInstance } from '../../lib/app-instance.ts';
import { getCompanyRoute } from './get-company.ts';
import { listCompaniesRoute } from './list-companies.ts';
import { listCompanyPropertiesRoute } from './list-company-properties.ts';
import { registerCompanyPageMeta } from './page-meta.ts';

/** /api/v1/companies: the public company directory and pages, plus the <head> of /empresa/{slug}. */
export default async function companiesRoutes(app: AppInstance) {
  listCompaniesRoute(app);
  getCompanyRoute(app);
  listCompanyPropertiesRoute(app);
  registerCompanyPageMeta(app);
}
