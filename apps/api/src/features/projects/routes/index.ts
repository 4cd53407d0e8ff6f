import multipart from '@fastify/multipart';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { manageProjectRoutes } from './manage-routes.ts';
import { registerProjectPageMeta } from './page-meta.ts';
import { publicProjectRoutes } from './public-routes.ts';
import { projectPhotoRoutes } from './photo-routes.ts';
import { unitTypeRoutes } from './unit-type-routes.ts';

/** Everything under /projects (docs/product/projects.md §7). */
export default async function projectRoutes(app: AppInstance) {
  // Multipart for the gallery and the floor plans only (JSON routes are unaffected): one photo per call.
  await app.register(multipart, {
    limits: { fileSize: PropertyLimits.maxPhotoBytes, files: 1, fields: 10, fieldSize: 16 * 1024, parts: 20 },
  });
  publicProjectRoutes(app);
  manageProjectRoutes(app);
  unitTypeRoutes(app);
  projectPhotoRoutes(app);
  registerProjectPageMeta(app);
}

export { myProjectsRoute } from './my-projects-route.ts';
