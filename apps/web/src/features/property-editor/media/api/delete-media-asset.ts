import type { z } from 'zod';
import type { mediaAssetDeletedResponseSchema } from '@inmuebles/shared/properties/media-schema';
import { apiFetch } from '@/lib/api-client';

type MediaAssetDeleted = z.infer<typeof mediaAssetDeletedResponseSchema>;

/** DELETE /media_assets/{id}: removes a stored photo at once (not at save time). */
export function deleteMediaAsset(id: number): Promise<MediaAssetDeleted> {
  return apiFetch<MediaAssetDeleted>(`/media_assets/${id}`, { method: 'DELETE' });
}
