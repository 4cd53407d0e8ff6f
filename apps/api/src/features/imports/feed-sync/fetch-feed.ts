import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImportLimits, importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { OutgoingFetchError, outgoingFetch } from '../../../platform/http/outgoing-fetch.ts';
import type { ImportFeed } from '../../../platform/db/schema/index.ts';

/** What a conditional fetch of the feed brought. */
export type FetchedFeed =
  | { kind: 'not_modified' }
  | {
      kind: 'file';
      /** The body in a private temporary file, read by the import's readers; `discard` removes it. */
      path: string;
      etag: string | null;
      lastModified: string | null;
      discard(): Promise<void>;
    };

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * GET the feed through the outgoing-fetch guard, with the validators of the last answer (If-None-Match,
 * If-Modified-Since), so an unchanged feed costs its server a 304 and us nothing. Throws OutgoingFetchError
 * with a Spanish reason for anything but a 200 or a 304.
 */
export async function fetchFeed(feed: ImportFeed, allowHosts: readonly string[]): Promise<FetchedFeed> {
  const headers: Record<string, string> = { accept: 'application/json, text/csv, */*' };
  if (feed.etag) headers['if-none-match'] = feed.etag;
  if (feed.lastModified) headers['if-modified-since'] = feed.lastModified;
  const response = await outgoingFetch(feed.url, {
    maxBytes: ImportLimits.maxFileBytes,
    allowHosts,
    headers,
  }).catch((err: unknown) => {
    // The guard's size message names megabytes its own way; the import's limit message is the one users know.
    if (err instanceof OutgoingFetchError && /supera/.test(err.message))
      throw new OutgoingFetchError(importFileMessages.tooLarge);
    throw err;
  });
  if (response.status === 304) return { kind: 'not_modified' };
  if (response.status !== 200) throw new OutgoingFetchError(`el servidor respondió ${response.status}`);
  const folder = await mkdtemp(path.join(tmpdir(), 'inmoperu-feed-'));
  const file = path.join(folder, 'feed');
  await writeFile(file, response.body, { mode: 0o600 });
  return {
    kind: 'file',
    path: file,
    etag: header(response.headers.etag),
    lastModified: header(response.headers['last-modified']),
    discard: () => rm(folder, { recursive: true, force: true }),
  };
}
