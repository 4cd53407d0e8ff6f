import type { User } from '../../../platform/db/schema/index.ts';
import { canManageProperty } from '../management/authorization.ts';
import {
  deletePhotoRow,
  findPhotoWithOwner,
  lockPropertyForMediaChange,
  renumberPhotos,
} from './photo-repository.ts';
import type { MediaDeps } from './media-deps.ts';
import { removePhotoFiles } from './photo-files.ts';

/**
 * `DELETE /media_assets/{id}`: removes a photo of a property the caller may manage, closes the gap in the
 * positions, and only after the commit removes its files (a rolled-back delete never loses a picture).
 * False when the photo is missing or not the caller's to delete (the caller answers the same 404).
 */
export async function deletePropertyPhoto(
  deps: MediaDeps,
  user: Pick<User, 'id' | 'role' | 'companyId'>,
  photoId: number,
): Promise<boolean> {
  const found = await findPhotoWithOwner(deps.db, photoId);
  if (!found || !canManageProperty(user, found)) return false;
  const storageKey = await deps.db.transaction(async (tx) => {
    if (!(await lockPropertyForMediaChange(tx, found.propertyId))) return undefined;
    const key = await deletePhotoRow(tx, photoId);
    if (key !== undefined) await renumberPhotos(tx, found.propertyId);
    return key;
  });
  if (storageKey === undefined) return false;
  await removePhotoFiles(deps, storageKey);
  return true;
}
