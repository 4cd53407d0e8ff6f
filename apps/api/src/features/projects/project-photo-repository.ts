import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { projectPhotos, projects, type ProjectPhotoRow } from '../../platform/db/schema/index.ts';

/*
 * A project's photo rows. Every change of the set or of the order runs in a transaction that first locks
 * the project (`lockProjectForMediaChange`), so parallel uploads and a reorder take turns and positions
 * stay 1..n.
 */

/** Locks the project row and marks it edited; false when it is gone (deleted during the upload). */
export async function lockProjectForMediaChange(tx: DbOrTx, projectId: number): Promise<boolean> {
  const rows = await tx
    .update(projects)
    .set({ updatedAt: new Date() })
    .where(eq(projects.id, projectId))
    .returning({ id: projects.id });
  return rows.length > 0;
}

export async function countProjectPhotos(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId));
  return row?.n ?? 0;
}

/** The gallery in order (position, then upload order). */
export function listProjectPhotos(db: DbOrTx, projectId: number): Promise<ProjectPhotoRow[]> {
  return db
    .select()
    .from(projectPhotos)
    .where(eq(projectPhotos.projectId, projectId))
    .orderBy(asc(projectPhotos.position), asc(projectPhotos.id));
}

/** Positions 1..n in gallery order, making room at `insertAt` when given. */
export async function renumberProjectPhotos(tx: DbOrTx, projectId: number, insertAt?: number): Promise<void> {
  await tx.execute(sql`
    UPDATE ${projectPhotos} AS p
       SET position = o.n + (CASE WHEN ${insertAt ?? null}::integer IS NOT NULL AND o.n >= ${insertAt ?? null}::integer THEN 1 ELSE 0 END)
      FROM (SELECT id, row_number() OVER (ORDER BY position, id)::integer AS n
              FROM ${projectPhotos} WHERE project_id = ${projectId}) AS o
     WHERE p.id = o.id`);
}

/** Sets the order given by `orderedIds` (each of the project's photos once). */
export async function applyProjectPhotoOrder(tx: DbOrTx, projectId: number, orderedIds: number[]) {
  if (orderedIds.length === 0) return;
  const pairs = sql.join(
    orderedIds.map((id, index) => sql`(${id}::integer, ${index + 1}::integer)`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${projectPhotos} AS p
       SET position = o.position
      FROM (VALUES ${pairs}) AS o(id, position)
     WHERE p.id = o.id AND p.project_id = ${projectId}`);
}

/** Deletes one photo of the project; its storage key, undefined when it is not the project's. */
export async function deleteProjectPhotoRow(
  tx: DbOrTx,
  projectId: number,
  photoId: number,
): Promise<string | undefined> {
  const [row] = await tx
    .delete(projectPhotos)
    .where(and(eq(projectPhotos.id, photoId), eq(projectPhotos.projectId, projectId)))
    .returning({ key: projectPhotos.storageKey });
  return row?.key;
}
