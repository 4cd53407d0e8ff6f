import { companyPageMeta } from '../../companies/company-page-meta.ts';
import { getPublicCompany } from '../../companies/public-companies.ts';
import type { AppInstance } from '../../lib/app-instance.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The server-rendered <head> of `/empresa/{slug}`. Registered when the app is ready: the web plugin that
 * owns the registry is set up after the API routes. An unknown slug gives null, the plain page (whose
 * script then shows the not-found state).
 */
export function registerCompanyPageMeta(app: AppInstance) {
  app.addHook('onReady', async () => {
    app.pageMeta.register('/empresa/:slug', async ({ slug }) => {
      try {
        const company = await getPublicCompany(app.db, app.storage, slug ?? '');
        return companyPageMeta(company, app.config.publicUrl);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return null;
        throw err;
      }
    });
  });
}
