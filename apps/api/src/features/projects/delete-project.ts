import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { projects, type ProjectRow } from '../../platform/db/schema/index.ts';
import { projectPrefix } from '../../platform/media/keys.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `DELETE /projects/{id}`: the project, its unit types, their price history and its photos (rows cascade);
 * the files after the rows, a failure to remove them left to the upload sweep.
 */
export async function deleteProject(
  deps: { db: Database; storage: FileStorage; log: FastifyBaseLogger },
  project: ProjectRow,
): Promise<void> {
  await deps.db.delete(projects).where(eq(projects.id, project.id));
  await deps.storage.deletePrefix(projectPrefix(project.id)).catch((err: unknown) => {
    deps.log.warn({ err, projectId: project.id }, 'project files left for the upload sweep');
  });
}
