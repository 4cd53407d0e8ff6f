import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import { projectMediaMessages } from '@inmuebles/shared/projects/project-media-schema';
import type { MediaAssetUploadFields } from '@inmuebles/shared/properties/media-schema';
import { projectPhotos, type ProjectPhotoRow } from '../../platform/db/schema/index.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { projectPhotoBaseKey } from '../../platform/media/keys.ts';
import { processPhoto } from '../../platform/media/process-image.ts';
import {
  processedPhotoColumns,
  processedPhotoFiles,
  removePhotoFiles,
  uploadPosition,
  writePhotoFiles,
  type MediaDeps,
} from '../properties/public.ts';
import {
  applyProjectPhotoOrder,
  countProjectPhotos,
  deleteProjectPhotoRow,
  listProjectPhotos,
  lockProjectForMediaChange,
  renumberProjectPhotos,
} from './project-photo-repository.ts';

const M = projectMediaMessages;
const tooManyPhotos = () => unprocessable([M.tooManyPhotos], M.tooManyPhotos);

/**
 * `POST /projects/{id}/photos`: the property photos' pipeline for a project's gallery. The bytes are
 * checked and re-encoded (EXIF and GPS dropped) into a thumbnail, a large WebP and the renditions, written
 * before the row; a refused or failed row removes them again. Undefined when the project vanished.
 */
export async function uploadProjectPhoto(
  deps: MediaDeps,
  projectId: number,
  upload: { data: Buffer; fields: MediaAssetUploadFields },
): Promise<ProjectPhotoRow | undefined> {
  // Checked before the costly re-encode, and again under the lock: uploads run in parallel.
  if ((await countProjectPhotos(deps.db, projectId)) >= PropertyLimits.maxPhotos) throw tooManyPhotos();
  const photo = await processPhoto(upload.data);
  const baseKey = projectPhotoBaseKey(projectId);
  try {
    await writePhotoFiles(deps.storage, processedPhotoFiles(baseKey, photo));
    const row = await deps.db.transaction(async (tx) => {
      if (!(await lockProjectForMediaChange(tx, projectId))) return undefined;
      const existing = await countProjectPhotos(tx, projectId);
      if (existing >= PropertyLimits.maxPhotos) throw tooManyPhotos();
      const position = uploadPosition(upload.fields.position, existing);
      await renumberProjectPhotos(tx, projectId, position <= existing ? position : undefined);
      const [inserted] = await tx
        .insert(projectPhotos)
        .values({
          projectId,
          position,
          alt: upload.fields.metadata?.alt || null,
          ...processedPhotoColumns(baseKey, photo),
        })
        .returning();
      return inserted;
    });
    if (!row) await removePhotoFiles(deps, baseKey);
    return row;
  } catch (error) {
    await removePhotoFiles(deps, baseKey);
    throw error;
  }
}

/**
 * `PUT /projects/{id}/photos/order`: the ids must name every photo once (the first is the main photo);
 * anything else is a 422 and changes nothing. Undefined when the project vanished.
 */
export async function reorderProjectPhotos(
  deps: Pick<MediaDeps, 'db'>,
  projectId: number,
  orderedIds: number[],
) {
  return deps.db.transaction(async (tx) => {
    if (!(await lockProjectForMediaChange(tx, projectId))) return undefined;
    const current = new Set((await listProjectPhotos(tx, projectId)).map((photo) => photo.id));
    if (orderedIds.length !== current.size || orderedIds.some((id) => !current.has(id)))
      throw unprocessable([M.orderIncomplete]);
    await applyProjectPhotoOrder(tx, projectId, orderedIds);
    return listProjectPhotos(tx, projectId);
  });
}

/**
 * `DELETE /projects/{id}/photos/{photoId}`: the row, the gap closed, then (after the commit) its files.
 * Undefined when the photo is not this project's.
 */
export async function deleteProjectPhoto(deps: MediaDeps, projectId: number, photoId: number) {
  const result = await deps.db.transaction(async (tx) => {
    if (!(await lockProjectForMediaChange(tx, projectId))) return undefined;
    const key = await deleteProjectPhotoRow(tx, projectId, photoId);
    if (key === undefined) return undefined;
    await renumberProjectPhotos(tx, projectId);
    return { key, photos: await listProjectPhotos(tx, projectId) };
  });
  if (!result) return undefined;
  await removePhotoFiles(deps, result.key);
  return result.photos;
}
