import {
  MEDIA_UPLOAD_FIELDS,
  mediaAssetUploadFieldsSchema,
  mediaMessages,
  type MediaAssetUploadFields,
} from '@inmuebles/shared/properties/media-schema';
import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTooLarge, unprocessable } from '../../../platform/http/errors.ts';
import { discardRequestBody, fieldText, multipartFailure } from '../../../platform/http/multipart-body.ts';
import { assertNoNul } from '../../../platform/http/nul-characters.ts';

export interface PhotoUpload {
  data: Buffer;
  fields: MediaAssetUploadFields;
}

const names = MEDIA_UPLOAD_FIELDS.photo;
/** The text fields, each with the message given when its value is cut off (far longer than any valid one). */
const textFields: ReadonlyMap<string, string> = new Map([
  [names.kind, mediaMessages.invalidKind],
  [names.position, mediaMessages.invalidPosition],
  [names.metadata, mediaMessages.invalidMetadata],
]);

/** Per request: one file of at most 10 MB and a few short text fields. */
const limits = { fileSize: PropertyLimits.maxPhotoBytes, files: 1, fields: 10, fieldSize: 16 * 1024 };

const required = () => unprocessable([mediaMessages.photoRequired], mediaMessages.photoRequired);

function refusal(error: unknown): unknown {
  switch (multipartFailure(error)) {
    case 'file_too_large':
      return fileTooLarge(mediaMessages.photoTooLarge);
    case 'too_many_files':
      return unprocessable([mediaMessages.onePhotoPerRequest], mediaMessages.onePhotoPerRequest);
    case 'too_many_fields':
      return unprocessable([mediaMessages.tooManyFields]);
    case 'invalid_json':
      return unprocessable([mediaMessages.invalidMetadata]);
    default:
      return error;
  }
}

/**
 * The photo upload's parts, in any order: the image bytes (buffered, at most 10 MB, checked later from
 * the bytes) and the text fields, validated. Unknown fields are refused (422) so a typo is not ignored.
 */
export async function readPhotoUpload(request: FastifyRequest, reply: FastifyReply): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw required();
  let data: Buffer | null = null;
  const texts: Record<string, string> = {};
  const errors: string[] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === names.file) {
        data = await part.toBuffer();
      } else if (part.type === 'file') {
        errors.push(mediaMessages.fieldNotAllowed(part.fieldname));
        part.file.resume();
      } else if (!textFields.has(part.fieldname)) {
        errors.push(mediaMessages.fieldNotAllowed(part.fieldname));
      } else if (part.valueTruncated) {
        errors.push(textFields.get(part.fieldname) ?? mediaMessages.invalidMetadata);
      } else {
        texts[part.fieldname] = fieldText(part.value);
      }
    }
  } catch (error) {
    discardRequestBody(request, reply);
    throw refusal(error);
  }
  if (errors.length > 0) throw unprocessable(errors);
  if (!data || data.length === 0) throw required();
  const parsed = mediaAssetUploadFieldsSchema.safeParse(texts);
  if (!parsed.success) throw unprocessable(parsed.error.issues.map((issue) => issue.message));
  // These fields bypass the route schemas (and their NUL screening): the alt text reaches a text column.
  assertNoNul(parsed.data);
  return { data, fields: parsed.data };
}
