import { mediaMessages } from '@inmuebles/shared/properties/media-schema';
import type { Database } from '../../../platform/db/client.ts';
import type { MediaAsset } from '../../../platform/db/schema/index.ts';
import { unprocessable } from '../../../platform/http/errors.ts';
import { applyPhotoOrder, listPhotos, lockPropertyForMediaChange } from './photo-repository.ts';

/**
 * `PUT /properties/{id}/media_assets/order`: the ids must name every photo of the property exactly once
 * (first = main photo); anything else is a 422 and changes nothing. Returns the photos in their new order
 * with positions 1..n, or undefined when the property vanished meanwhile.
 */
export async function reorderPropertyPhotos(
  db: Database,
  propertyId: number,
  orderedIds: number[],
): Promise<MediaAsset[] | undefined> {
  return db.transaction(async (tx) => {
    if (!(await lockPropertyForMediaChange(tx, propertyId))) return undefined;
    const current = new Set((await listPhotos(tx, propertyId)).map((photo) => photo.id));
    const unique = new Set(orderedIds);
    if (unique.size !== orderedIds.length) throw unprocessable([mediaMessages.orderDuplicated]);
    if (unique.size !== current.size || orderedIds.some((id) => !current.has(id))) {
      throw unprocessable([mediaMessages.orderIncomplete]);
    }
    await applyPhotoOrder(tx, propertyId, orderedIds);
    return listPhotos(tx, propertyId);
  });
}
