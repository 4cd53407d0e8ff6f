import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { loadProject } from '../load-project.ts';
import { findProjectByIdOrSlug } from '../project-repository.ts';
import { PROJECT_NOT_FOUND } from './project-access.ts';

/**
 * The answer of every write on a project (its fields, unit types, photos, floor plans): the whole project
 * reloaded, unit types, photos and company included, so that the editor redraws from it.
 */
export async function writtenProject(app: AppInstance, id: number) {
  const row = await findProjectByIdOrSlug(app.db, String(id));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return { project: await loadProject(app.db, app.storage, row) };
}
