import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db/client.ts';
import { projectPhotos, projectUnitTypes } from '../platform/db/schema/index.ts';
import { floorPlanBaseKey, projectPhotoBaseKey, projectPrefix } from '../platform/media/keys.ts';
import { mapLimit } from '../platform/runtime/map-limit.ts';
import type { FileStorage } from '../platform/storage/storage.ts';
import type { PicturePool, PoolPicture } from './images.ts';
import { pictureCopies, pictureFileColumns } from './photos.ts';
import type { PictureCategory } from './kinds.ts';
import type { Rng } from './prng.ts';

/*
 * The demo projects' gallery and floor plans: storage copies of the seed's drawn pictures under each
 * project's own keys (as a property's photos are), so deleting a project's photo or plan never touches
 * another's.
 */

export interface DemoProjectMedia {
  storage: FileStorage;
  pool: PicturePool;
  /** One plan per bedroom count (buildFloorPlans). */
  floorPlans: ReadonlyMap<number, PoolPicture>;
  rng: Rng;
  /** Called with each project's storage prefix before its files are written (removed if the seed fails). */
  onWritten(prefix: string): void;
}

/** The building first (the main photo), then two rooms. */
const GALLERY: readonly PictureCategory[] = ['apartment', 'interior', 'interior'];

/** Pictures not used by an earlier project while the pool has some, so two projects never share a photo. */
function choose(rng: Rng, pool: PicturePool, used: Set<string>): PoolPicture[] {
  return GALLERY.map((category) => {
    const fresh = pool[category].filter((picture) => !used.has(picture.baseKey));
    const picture = rng.pick(fresh.length > 0 ? fresh : pool[category]);
    used.add(picture.baseKey);
    return picture;
  });
}

/** Writes one project's photos and its unit types' floor plans (files first, then the rows pointing at them). */
export async function insertProjectMedia(
  tx: DbOrTx,
  media: DemoProjectMedia,
  used: Set<string>,
  project: { id: number; name: string; createdAt: Date },
  unitTypes: readonly { id: number; bedrooms: number }[],
): Promise<void> {
  media.onWritten(projectPrefix(project.id));
  const copies: [string, string][] = [];
  const photoRows = choose(media.rng, media.pool, used).map((picture, index) => {
    const storageKey = projectPhotoBaseKey(project.id);
    copies.push(...pictureCopies(picture, storageKey));
    return {
      projectId: project.id,
      position: index + 1,
      alt: `${picture.label} – ${project.name}`,
      ...pictureFileColumns(picture, storageKey),
      createdAt: project.createdAt,
    };
  });
  const plans = unitTypes.flatMap((unit) => {
    const plan = media.floorPlans.get(Math.min(3, Math.max(1, unit.bedrooms)));
    if (!plan) return [];
    const storageKey = floorPlanBaseKey(project.id);
    copies.push(...pictureCopies(plan, storageKey));
    return [{ id: unit.id, storageKey }];
  });
  await mapLimit(copies, 16, ([from, to]) => media.storage.copy(from, to));
  await tx.insert(projectPhotos).values(photoRows);
  for (const plan of plans) {
    await tx
      .update(projectUnitTypes)
      .set({ floorPlanKey: plan.storageKey })
      .where(eq(projectUnitTypes.id, plan.id));
  }
}
