import { companyPageMeta } from '../company-page-meta.ts';
import { getPublicCompany } from '../public-companies.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { pageNotFound } from '../../../platform/web/page-meta.ts';

/**
 * The server-rendered <head> of `/empresa/{slug}`. Registered when the app is ready: the web plugin that
 * owns the registry is set up after the API routes. An unknown slug answers 404 with the plain page
 * (whose script then shows the not-found state), so crawlers do not index it.
 */
export function registerCompanyPageMeta(app: AppInstance) {
  app.addHook('onReady', async () => {
    app.pageMeta.register('/empresa/:slug', async ({ slug }) => {
      try {
        const company = await getPublicCompany(app.readDb, app.storage, slug ?? '');
        return companyPageMeta(company, app.config.publicUrl);
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return pageNotFound;
        throw err;
      }
    });
  });
}
