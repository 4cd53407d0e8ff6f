import { companyImageKey } from '../../../platform/media/keys.ts';
import { processCover, processLogo } from '../../../platform/media/process-image.ts';
import { deleteFilesQuietly } from '../../../platform/storage/delete-quietly.ts';
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
