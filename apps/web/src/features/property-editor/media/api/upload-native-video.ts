import {
  MEDIA_UPLOAD_FIELDS,
  type NativeVideoUploadResponse,
} from '@inmuebles/shared/properties/media-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** PATCH /properties/{id} (multipart, `property[native_video]`): attaches the uploaded video file. */
export function uploadNativeVideo(
  propertyId: number,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<NativeVideoUploadResponse> {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELDS.nativeVideo, file, file.name);
  return uploadWithProgress<NativeVideoUploadResponse>(`/properties/${propertyId}`, form, {
    method: 'PATCH',
    onProgress,
  });
}
