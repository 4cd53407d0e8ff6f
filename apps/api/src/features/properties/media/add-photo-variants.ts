import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { mediaAssets } from '../../../platform/db/schema/index.ts';
import { photoKeys } from '../../../platform/media/keys.ts';
import { imageQueue } from '../../../platform/media/image-queue.ts';
import { processPhotoVariants, type ProcessImageOptions } from '../../../platform/media/process-image.ts';
import { mapLimit } from '../../../platform/runtime/map-limit.ts';
import type { FileStorage } from '../../../platform/storage/storage.ts';
import { variantFiles } from './photo-files.ts';

/*
 * `npm run media:variants`: gives the photos stored before responsive renditions existed (variant_widths
 * null) their 400/800/1600 px WebP and AVIF files, made from the large WebP (the original upload is not
 * kept). Each photo's files are written before its row records their widths, so an interrupted run leaves
 * no row pointing at missing files and the next run resumes where it stopped; photos done are never
 * touched again.
 */

export interface AddVariantsProgress {
  done: number;
  failed: number;
  total: number;
}

export interface AddVariantsOptions extends ProcessImageOptions {
  /**
   * Photos decoded at once. At most the image queue's concurrency (2): the queue bounds the process's
   * memory whatever this says, and more would only wait in it (or be refused past its waiting room).
   */
  concurrency?: number;
  /** Rows read per query. */
  batchSize?: number;
  onProgress?: (progress: AddVariantsProgress) => void;
  onError?: (photo: { id: number; storageKey: string }, error: unknown) => void;
}

const pending = and(eq(mediaAssets.kind, 'photo'), isNull(mediaAssets.variantWidths));

/** Processes every photo still without renditions, in id order; a photo that fails is reported and skipped. */
export async function addMissingPhotoVariants(
  db: DbOrTx,
  storage: FileStorage,
  opts: AddVariantsOptions = {},
): Promise<AddVariantsProgress> {
  const concurrency = Math.max(
    1,
    Math.min(opts.concurrency ?? imageQueue.concurrency, imageQueue.concurrency),
  );
  const batchSize = opts.batchSize ?? 100;
  const [totalRow] = await db.select({ n: count() }).from(mediaAssets).where(pending);
  const progress: AddVariantsProgress = { done: 0, failed: 0, total: totalRow?.n ?? 0 };
  let lastId = 0;
  for (;;) {
    // Keyset pagination by id: a photo that failed keeps its null and is not read again in this run.
    const batch = await db
      .select({ id: mediaAssets.id, storageKey: mediaAssets.storageKey })
      .from(mediaAssets)
      .where(and(pending, gt(mediaAssets.id, lastId)))
      .orderBy(asc(mediaAssets.id))
      .limit(batchSize);
    if (batch.length === 0) return progress;
    lastId = batch[batch.length - 1]?.id ?? lastId;
    await mapLimit(batch, concurrency, async (photo) => {
      try {
        await addVariants(db, storage, photo, opts);
        progress.done += 1;
      } catch (error) {
        progress.failed += 1;
        opts.onError?.(photo, error);
      }
      opts.onProgress?.({ ...progress });
    });
  }
}

async function addVariants(
  db: DbOrTx,
  storage: FileStorage,
  photo: { id: number; storageKey: string },
  opts: ProcessImageOptions,
): Promise<void> {
  const file = await storage.read(photoKeys(photo.storageKey).large);
  if (!file) throw new Error('large.webp no existe');
  const variants = await processPhotoVariants(Buffer.concat(await file.body.toArray()), opts);
  // Re-running after a crash between these two steps only rewrites the same keys.
  await Promise.all(variantFiles(photo.storageKey, variants).map(([key, data]) => storage.put(key, data)));
  await db
    .update(mediaAssets)
    .set({ variantWidths: variants.map((variant) => variant.width) })
    .where(and(eq(mediaAssets.id, photo.id), isNull(mediaAssets.variantWidths)));
}
