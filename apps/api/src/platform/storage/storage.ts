import type { Readable } from 'node:stream';
import { AppError } from '../http/errors.ts';

/**
 * Where uploaded files live. Routes and the seed only speak keys (`properties/12/photos/ab12/large.webp`),
 * never paths, so the local-disk backend can be swapped for an S3-compatible one without touching them.
 *
 * Contract every implementation keeps:
 * - a write is all or nothing: until `put`/`putStream`/`copy` resolves nobody can see the key, and a failed
 *   write leaves nothing behind (so the database row, written after, never points to half a file);
 * - keys are validated (see `assertValidKey`) before any I/O;
 * - deleting something that does not exist is not an error (deletes are retried by cleanup code).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Streams to storage without buffering the whole body (videos). Rejects with `FileTooLargeError` as soon
   * as more than `maxBytes` arrive, and then nothing is stored.
   */
  putStream(key: string, stream: Readable, opts?: { maxBytes?: number }): Promise<{ bytes: number }>;
  copy(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key under a folder-like prefix (`properties/12` removes `properties/12/...` only). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /**
   * Every stored file under a folder-like prefix (all of them without one), in no particular order: what the
   * sweep of leftovers walks. A backend's own temporary files are not keys and are never listed.
   */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  /**
   * Reads a stored file, all of it or one byte range (`start` to `end` inclusive; `end` past the file is
   * cut to it); null when the key does not exist. The remote backend's `/uploads/` route serves through it.
   */
  read(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Path the browser uses: `/uploads/<key>` (a CDN base URL for a remote backend). */
  publicUrl(key: string): string;
  /** Rejects when the storage cannot be written right now (readiness check: `/api/health/ready`). */
  check(): Promise<void>;
  /** Only for disk backends: absolute path, so a route can serve HTTP range requests with the file. */
  localPath?(key: string): string;
}

export interface StoredEntry {
  key: string;
  size: number;
  /** When the file was last written, in ms since the epoch (a copy counts as a new write). */
  modifiedAt: number;
}

export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFile {
  body: Readable;
  /** Bytes of the whole file. */
  size: number;
  /** The bytes `body` carries (the range's, or the whole file's). */
  start: number;
  end: number;
}

/** Thrown by `putStream` when the body is bigger than allowed; the error handler answers 413. */
export class FileTooLargeError extends AppError {
  constructor(public readonly maxBytes: number) {
    super(413, 'file_too_large', 'El archivo es demasiado grande.', undefined, { max_bytes: maxBytes });
    this.name = 'FileTooLargeError';
  }
}

/** A key built from user input that escapes the storage root or uses odd characters: a bug, so a 500. */
export class InvalidStorageKeyError extends Error {
  constructor(public readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_PATTERN = /^[a-z0-9/._-]+$/;

/**
 * Keys are lowercase relative paths. Besides the character set, every segment must be non-empty and must
 * not start with a dot: that rules out `.`/`..` traversal and also keeps the local backend's temporary
 * files (`.tmp-*`) out of reach of any key.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0 || key.length > 512 || !KEY_PATTERN.test(key)) throw new InvalidStorageKeyError(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment.startsWith('.')) throw new InvalidStorageKeyError(key);
  }
}

/** Prefixes follow the key rules once a trailing slash is dropped (`properties/12/` → `properties/12`). */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertValidKey(trimmed);
  return trimmed;
}

export function uploadsUrl(key: string): string {
  return `/uploads/${key}`;
}
