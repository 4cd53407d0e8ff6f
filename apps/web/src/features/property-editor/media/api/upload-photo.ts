import { MEDIA_UPLOAD_FIELDS, type MediaAssetAnswer } from '@inmuebles/shared/properties/media-schema';
import { uploadWithProgress } from '@/lib/upload-with-progress';

const fields = MEDIA_UPLOAD_FIELDS.photo;

export interface UploadPhotoInput {
  file: File;
  /** 1-based place in the gallery. */
  position: number;
  alt: string;
  description: string;
}

/** POST /properties/{id}/media_assets (multipart): stores one photo and answers it. */
export async function uploadPhoto(
  propertyId: number,
  input: UploadPhotoInput,
  onProgress?: (percent: number) => void,
): Promise<MediaAssetAnswer> {
  const form = new FormData();
  form.append(fields.kind, 'photo');
  form.append(fields.position, String(input.position));
  form.append(fields.metadata, JSON.stringify({ alt: input.alt, description: input.description }));
  form.append(fields.file, input.file, input.file.name); // last: the server may stream it after reading the fields
  const answer = await uploadWithProgress<{ media_asset: MediaAssetAnswer }>(
    `/properties/${propertyId}/media_assets`,
    form,
    { onProgress },
  );
  return answer.media_asset;
}
