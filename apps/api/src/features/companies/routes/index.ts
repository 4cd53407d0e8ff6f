import multipart from '@fastify/multipart';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { adminCompanyRoutes } from './admin-companies.ts';
import { companyAnalyticsRoute } from './company-analytics.ts';
import { companyConfigurationRoutes } from './company-configuration.ts';
import { companyImageRoutes } from './company-images.ts';
import { companyMultipartLimits } from './company-multipart.ts';
import { getCompanyRoute } from './get-company.ts';
import { listCompaniesRoute } from './list-companies.ts';
import { registerCompanyPageMeta } from './page-meta.ts';
import { updateCompanyRoute } from './update-company.ts';

/**
 * /api/v1/companies: the public company directory and pages, plus the <head> of /empresa/{slug}; and the
 * signed-in management of a company (profile, logo and cover, visual configuration, stats, analytics) and
 * the admin's create and delete.
 */
export default async function companiesRoutes(app: AppInstance) {
  // Multipart only in this scope (logo and cover uploads, the PATCH form with images): files of 5 MB at most.
  await app.register(multipart, { limits: companyMultipartLimits });
  listCompaniesRoute(app);
  getCompanyRoute(app);
  registerCompanyPageMeta(app);
  updateCompanyRoute(app);
  companyImageRoutes(app);
  companyAnalyticsRoute(app);
  companyConfigurationRoutes(app);
  adminCompanyRoutes(app);
}
