import type { MediaAssetAnswer, MediaAssetOrderBody } from '@inmuebles/shared/properties/media-schema';
import { apiFetch } from '@/lib/api-client';

/** PUT /properties/{id}/media_assets/order: every photo id once, first = main photo. */
export async function reorderPhotos(
  propertyId: number,
  mediaAssetIds: number[],
): Promise<MediaAssetAnswer[]> {
  const body: MediaAssetOrderBody = { media_asset_ids: mediaAssetIds };
  const answer = await apiFetch<{ media_assets: MediaAssetAnswer[] }>(
    `/properties/${propertyId}/media_assets/order`,
    { method: 'PUT', body },
  );
  return answer.media_assets;
}
