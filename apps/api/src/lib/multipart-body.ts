import type { FastifyRequest } from 'fastify';

/** The error codes @fastify/multipart gives its limit and parse failures (see `app.multipartErrors`). */
export type MultipartFailure =
  'file_too_large' | 'too_many_files' | 'too_many_fields' | 'invalid_json' | null;

/** Which multipart failure an error is, or null when it is something else (a dropped connection...). */
export function multipartFailure(error: unknown): MultipartFailure {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'file_too_large';
    case 'FST_FILES_LIMIT':
      return 'too_many_files';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return 'too_many_fields';
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return 'invalid_json';
    default:
      return null;
  }
}

/**
 * Once an upload is refused, the rest of its body is read and thrown away (never kept in memory) instead
 * of being left in the socket: a browser still sending a large file only reads the answer reliably when
 * the server keeps reading, and `Connection: close` keeps the half-read connection from being reused.
 */
export function discardRequestBody(
  request: FastifyRequest,
  reply?: { header(name: string, value: string): unknown },
) {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  reply?.header('connection', 'close');
  raw.unpipe();
  raw.resume();
}

/** A multipart text field as a string (a part sent as `application/json` arrives already parsed). */
export function fieldText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
