import type { NativeVideoDeletedResponse } from '@inmuebles/shared/properties/media-schema';
import { apiFetch } from '@/lib/api-client';

/** DELETE /properties/{id}/native_video: removes the uploaded video file (an external link stays). */
export function deleteNativeVideo(propertyRef: string | number): Promise<NativeVideoDeletedResponse> {
  return apiFetch<NativeVideoDeletedResponse>(
    `/properties/${encodeURIComponent(String(propertyRef))}/native_video`,
    { method: 'DELETE' },
  );
}
