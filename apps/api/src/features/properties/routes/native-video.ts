import { PropertyLimits } from '@inmuebles/shared/properties/limits';
import {
  MEDIA_UPLOAD_FIELDS,
  mediaMessages,
  nativeVideoUploadResponseSchema,
} from '@inmuebles/shared/properties/media-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';
import { AppError, fileTooLarge, notFound, unprocessable } from '../../../platform/http/errors.ts';
import { detectVideoType, VIDEO_SNIFF_BYTES } from '../media/detect-video-type.ts';
import { discardRequestBody, multipartFailure } from '../../../platform/http/multipart-body.ts';
import { cleanVideoFilename, storeNativeVideo } from '../media/native-video-service.ts';
import { peekStream } from '../media/stream-head.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { findManagedProperty } from '../management/find-managed-property.ts';
import { presentVideo } from '../detail-presenter.ts';
import { FileTooLargeError } from '../../../platform/storage/storage.ts';
import { PROPERTY_NOT_FOUND } from './params.ts';

const tooLarge = () => fileTooLarge(mediaMessages.videoTooLarge);
const notAVideo = () => new AppError(415, 'unsupported_media_type', mediaMessages.videoInvalid);
const required = () => unprocessable([mediaMessages.videoRequired], mediaMessages.videoRequired);

/** Room for the multipart boundaries and part headers around the file in a request's Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Busboy's own cap is one byte over the limit so that the byte counter of `putStream` is what trips (a
 * file cut off at exactly the limit by busboy would otherwise look complete). No text fields are expected.
 */
const limits = { fileSize: PropertyLimits.maxVideoBytes + 1, files: 1, fields: 5, fieldSize: 1024 };

function refusal(error: unknown): unknown {
  if (error instanceof FileTooLargeError) return tooLarge();
  switch (multipartFailure(error)) {
    case 'file_too_large':
      return tooLarge();
    case 'too_many_files':
    case 'too_many_fields':
    case 'invalid_json':
      return unprocessable([mediaMessages.videoSingleField], mediaMessages.videoSingleField);
    default:
      return error;
  }
}

/** A Content-Length that cannot fit a 100 MB file plus its multipart framing: refused before reading it. */
function declaresTooMuch(request: FastifyRequest): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > PropertyLimits.maxVideoBytes + MULTIPART_OVERHEAD_BYTES;
}

/**
 * Reads up to the file part `property[native_video]`, checks its type and streams it to storage. Any other
 * part before it is refused (422); whatever follows the stored file is not read (the contract has one part).
 */
async function receiveVideo(app: AppInstance, request: FastifyRequest, propertyId: number) {
  const errors: string[] = [];
  for await (const part of request.parts({ limits })) {
    if (part.type === 'field' || part.fieldname !== MEDIA_UPLOAD_FIELDS.nativeVideo) {
      errors.push(mediaMessages.fieldNotAllowed(part.fieldname));
      if (part.type === 'file') part.file.resume();
      continue;
    }
    const { head, stream } = await peekStream(part.file, VIDEO_SNIFF_BYTES);
    const type = await detectVideoType(head);
    if (!type || errors.length > 0) {
      part.file.destroy();
      throw type ? unprocessable(errors) : notAVideo();
    }
    const deps = { db: app.db, storage: app.storage, log: request.log };
    const stored = await storeNativeVideo(deps, propertyId, {
      stream,
      type,
      filename: cleanVideoFilename(part.filename, type),
    });
    if (!stored) throw notFound(PROPERTY_NOT_FOUND);
    return stored;
  }
  throw errors.length > 0 ? unprocessable(errors) : required();
}

/**
 * `PATCH /properties/{id}` sent as multipart with the file field `property[native_video]` (called by the
 * PATCH route's preValidation hook, after its `requireUser`). The file is checked from its first bytes
 * (MP4, WebM or QuickTime), streamed to storage without ever being held in memory, capped at 100 MB, and
 * only then does the property point to it. Answers 200 `{ video }` (the shape of GET /properties/{id}).
 */
export async function handleNativeVideoUpload(
  app: AppInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  try {
    const user = currentUser(request);
    const { id } = request.params as { id?: unknown };
    const property = typeof id === 'string' ? await findManagedProperty(app.db, id, user) : undefined;
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    if (!request.isMultipart()) throw required();
    if (declaresTooMuch(request)) throw tooLarge();
    const stored = await receiveVideo(app, request, property.id);
    discardRequestBody(request);
    const body = nativeVideoUploadResponseSchema.parse({ video: presentVideo(stored, app.storage) });
    // The route's own response schema describes the JSON PATCH answer ({ property }); this answer is
    // validated just above and sent as is.
    return reply.status(200).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
  } catch (error) {
    discardRequestBody(request, reply);
    throw refusal(error);
  }
}
