import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { pageNotFound } from '../../../platform/web/page-meta.ts';
import { loadProject } from '../load-project.ts';
import { projectPageMeta } from '../project-page-meta.ts';
import { findPublicProject } from '../project-repository.ts';

/**
 * The server-rendered <head> of `/proyecto/{slug}`, as an anonymous visitor sees it: a draft, archived or
 * unknown project is served as 404 with the plain page (its script shows the not-found state, and a
 * member's browser still loads the draft with its session). Registered when the app is ready: the web
 * plugin that owns the registry is set up after the API routes.
 */
export function registerProjectPageMeta(app: AppInstance) {
  app.addHook('onReady', async () => {
    app.pageMeta.register('/proyecto/:slug', async ({ slug }) => {
      const row = await findPublicProject(app.readDb, slug ?? '');
      if (!row) return pageNotFound;
      return projectPageMeta(await loadProject(app.readDb, app.storage, row), app.config.publicUrl);
    });
  });
}
