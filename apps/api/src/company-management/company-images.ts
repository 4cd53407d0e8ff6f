import { companyImageKey } from '../media/keys.ts';
import { processCover, processLogo } from '../media/process-image.ts';
import type { CompanyDeps } from './deps.ts';

/*
 * Logo and cover files. Every upload is checked from its bytes and re-encoded (WebP, metadata dropped) by
 * the media module before anything is stored, and gets a new random key, so a replaced image has a new URL.
 */

export const companyImageKinds = ['logo', 'cover'] as const;
export type CompanyImageKind = (typeof companyImageKinds)[number];
export type CompanyImageUploads = Partial<Record<CompanyImageKind, Buffer>>;
export type CompanyImageKeys = Partial<Record<CompanyImageKind, string>>;

const processors = { logo: processLogo, cover: processCover } as const;

/** Deletes files no row points to any more; a failure only leaves an orphan behind, never a broken answer. */
export async function deleteFilesQuietly(
  deps: CompanyDeps,
  keys: (string | null | undefined)[],
): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deps.storage.delete(key);
    } catch (err) {
      deps.log.warn({ err, key }, 'could not delete a company image');
    }
  }
}

/**
 * Processes every upload first (a refused one, 415 or 413, stores nothing at all), then stores them.
 * Returns the new keys; if storing fails half-way, what was stored is removed again.
 */
export async function storeCompanyImages(
  deps: CompanyDeps,
  companyId: number,
  uploads: CompanyImageUploads,
): Promise<CompanyImageKeys> {
  const processed: [CompanyImageKind, Buffer][] = [];
  for (const kind of companyImageKinds) {
    const upload = uploads[kind];
    if (upload) processed.push([kind, (await processors[kind](upload)).image]);
  }
  const keys: CompanyImageKeys = {};
  try {
    for (const [kind, image] of processed) {
      const key = companyImageKey(companyId, kind);
      await deps.storage.put(key, image);
      keys[kind] = key;
    }
  } catch (err) {
    await deleteFilesQuietly(deps, Object.values(keys));
    throw err;
  }
  return keys;
}
