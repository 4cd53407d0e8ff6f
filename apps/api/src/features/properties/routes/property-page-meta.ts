import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { propertyPageMeta } from '../detail-page-meta.ts';
import { pageNotFound } from '../../../platform/web/page-meta.ts';
import { guestPropertyDetail } from './guest-detail.ts';

/**
 * The server-rendered <head> of `/propiedad/{slug}`, built as for an anonymous visitor: crawlers and link
 * previews are anonymous. Anything such a visitor may not see (unknown, draft, archived, private) is served
 * as 404 with the plain page: a hidden property looks exactly like a missing one, and a member's browser
 * still gets the app, which loads the property with its token. Registered when the app is ready, because
 * the web plugin that owns the registry is set up after the API routes.
 */
export function registerPropertyPageMeta(app: AppInstance) {
  app.addHook('onReady', async () => {
    app.pageMeta.register('/propiedad/:slug', async ({ slug }) => {
      const detail = (await guestPropertyDetail(app, slug ?? ''))?.detail;
      return detail ? propertyPageMeta(detail.property, app.config.publicUrl) : pageNotFound;
    });
  });
}
