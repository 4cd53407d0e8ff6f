import type { FastifyRequest } from 'fastify';

/** The error codes @fastify/multipart gives its limit and parse failures (see `app.multipartErrors`). */
export type MultipartFailure =
  'file_too_large' | 'too_many_files' | 'too_many_fields' | 'invalid_json' | 'malformed' | null;

/**
 * The parser's own errors carry no code, only these texts ("Multipart: Boundary not found", "Unexpected end
 * of multipart data", "Malformed part header"...): a body declared multipart that is not.
 */
const MALFORMED_MULTIPART = /^Multipart: |unexpected end of multipart data$/i;

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
      return error instanceof Error && MALFORMED_MULTIPART.test(error.message) ? 'malformed' : null;
  }
}

/** A size or count limit of the multipart options (not a parse failure). */
export function isMultipartLimit(error: unknown): boolean {
  const failure = multipartFailure(error);
  return failure === 'file_too_large' || failure === 'too_many_files' || failure === 'too_many_fields';
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
