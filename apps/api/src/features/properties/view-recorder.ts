import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { properties, propertyViews } from '../../platform/db/schema/index.ts';

/*
 * properties.view_count stays exact under concurrent requests the same way favourites do
 * (favorites-repository.ts): the property_views row, unique per (property, visitor, day), is the truth, and
 * the counter moves only when INSERT ... ON CONFLICT DO NOTHING RETURNING says the row is new, in the same
 * transaction.
 */

export interface PropertyView {
  propertyId: number;
  visitorKey: string;
  /** Lima calendar day, 'YYYY-MM-DD'. */
  day: string;
  at: Date;
}

/** A visitor's view of a property on a day: the key property_views is unique on. */
const viewKey = (v: Pick<PropertyView, 'propertyId' | 'visitorKey' | 'day'>) =>
  `${v.propertyId} ${v.visitorKey} ${v.day}`;

/**
 * Records a batch of views in one transaction: one INSERT of them all, then one counter update per property
 * that got a visitor's first view of the day. Returns how many were first views.
 */
async function recordPropertyViews(db: Database, views: PropertyView[]): Promise<number> {
  const unique = new Map(views.map((v) => [viewKey(v), v]));
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(propertyViews)
      .values(
        [...unique.values()].map((v) => ({
          propertyId: v.propertyId,
          visitorHash: v.visitorKey,
          viewedOn: v.day,
        })),
      )
      .onConflictDoNothing()
      .returning({
        propertyId: propertyViews.propertyId,
        visitorHash: propertyViews.visitorHash,
        viewedOn: propertyViews.viewedOn,
      });
    const counted = new Map<number, { added: number; lastAt: Date }>();
    for (const row of inserted) {
      const view = unique.get(
        viewKey({ propertyId: row.propertyId, visitorKey: row.visitorHash, day: row.viewedOn }),
      );
      if (!view) continue;
      const entry = counted.get(view.propertyId);
      if (!entry) counted.set(view.propertyId, { added: 1, lastAt: view.at });
      else {
        entry.added += 1;
        if (view.at > entry.lastAt) entry.lastAt = view.at;
      }
    }
    // In id order: two processes flushing at once lock the rows in the same order, never a deadlock.
    for (const [propertyId, { added, lastAt }] of [...counted].sort(([a], [b]) => a - b)) {
      await tx
        .update(properties)
        .set({
          viewCount: sql`${properties.viewCount} + ${added}`,
          lastViewedAt: lastAt,
          // A view is engagement, not an edit of the listing.
          updatedAt: sql`${properties.updatedAt}`,
        })
        .where(eq(properties.id, propertyId));
    }
    return inserted.length;
  });
}

/*
 * Views are written after the answer has left (the visitor never waits for them), and in batches: the views
 * of the next VIEW_BATCH_MS (or the first VIEW_BATCH_MAX) go in one transaction, instead of a transaction of
 * two statements each. The writes still buffered or in flight are kept here so that closing the app waits
 * for them instead of cutting them off, and so that a test can wait for them before reading the counter.
 */
const VIEW_BATCH_MS = 200;
const VIEW_BATCH_MAX = 500;

interface Batch {
  views: PropertyView[];
  log: FastifyBaseLogger;
  timer: NodeJS.Timeout;
}

const batches = new Map<Database, Batch>();
const pending = new Set<Promise<unknown>>();

/** Buffers the view; its batch is written within VIEW_BATCH_MS. A failure is logged, never thrown at anyone. */
export function recordViewInBackground(db: Database, view: PropertyView, log: FastifyBaseLogger): void {
  let batch = batches.get(db);
  if (!batch) {
    batch = { views: [], log, timer: setTimeout(() => flush(db), VIEW_BATCH_MS) };
    batches.set(db, batch);
  }
  batch.views.push(view);
  if (batch.views.length >= VIEW_BATCH_MAX) flush(db);
}

function flush(db: Database): void {
  const batch = batches.get(db);
  if (!batch) return;
  batches.delete(db);
  clearTimeout(batch.timer);
  const write = recordPropertyViews(db, batch.views)
    .catch((err: unknown) =>
      batch.log.error(
        { err, propertyIds: [...new Set(batch.views.map((v) => v.propertyId))] },
        'property views not recorded',
      ),
    )
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Writes the buffered views now and resolves when every view write started so far has finished. */
export async function viewWritesSettled(): Promise<void> {
  for (const db of [...batches.keys()]) flush(db);
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
