import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  companies,
  feedFiles,
  mediaAssets,
  projectPhotos,
  projectUnitTypes,
  properties,
  users,
} from '../db/schema/index.ts';

/** Every upload some row points to: whole keys, and photo base keys whose folder holds their sizes. */
export interface ReferencedUploads {
  keys: Set<string>;
  photoFolders: Set<string>;
}

/**
 * Reads every storage key the database references, in one statement. Kept in memory as two sets: a
 * catalogue of 100,000 photos is a few megabytes, read once per sweep.
 */
export async function referencedUploads(db: Database): Promise<ReferencedUploads> {
  const { rows } = await db.execute<{ key: string; folder: boolean }>(sql`
    select ${mediaAssets.storageKey} as key, true as folder from ${mediaAssets}
    union all select ${projectPhotos.storageKey}, true from ${projectPhotos}
    union all select ${projectUnitTypes.floorPlanKey}, true from ${projectUnitTypes} where ${projectUnitTypes.floorPlanKey} is not null
    union all select ${properties.videoKey}, false from ${properties} where ${properties.videoKey} is not null
    union all select ${companies.logoKey}, false from ${companies} where ${companies.logoKey} is not null
    union all select ${companies.coverKey}, false from ${companies} where ${companies.coverKey} is not null
    union all select ${users.avatarKey}, false from ${users} where ${users.avatarKey} is not null
    union all select ${feedFiles.storageKey}, false from ${feedFiles} where ${feedFiles.storageKey} is not null
  `);
  const referenced: ReferencedUploads = { keys: new Set(), photoFolders: new Set() };
  for (const row of rows) (row.folder ? referenced.photoFolders : referenced.keys).add(row.key);
  return referenced;
}

/** Whether a stored file (`properties/3/photos/ab12/large.webp`) belongs to a referenced upload. */
export function isReferenced(referenced: ReferencedUploads, key: string): boolean {
  if (referenced.keys.has(key)) return true;
  const slash = key.lastIndexOf('/');
  return slash > 0 && referenced.photoFolders.has(key.slice(0, slash));
}
