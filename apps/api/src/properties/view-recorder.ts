import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { properties, propertyViews } from '../db/schema/index.ts';

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

/** Records a view; true when it was the visitor's first of the day and the counter moved. */
export async function recordPropertyView(db: Database, view: PropertyView): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(propertyViews)
      .values({ propertyId: view.propertyId, visitorHash: view.visitorKey, viewedOn: view.day })
      .onConflictDoNothing()
      .returning({ id: propertyViews.id });
    if (inserted.length === 0) return false;
    await tx
      .update(properties)
      .set({
        viewCount: sql`${properties.viewCount} + 1`,
        lastViewedAt: view.at,
        // A view is engagement, not an edit of the listing.
        updatedAt: sql`${properties.updatedAt}`,
      })
      .where(eq(properties.id, view.propertyId));
    return true;
  });
}

/**
 * Views are written after the answer has left (the visitor never waits for them). The writes still in
 * flight are kept here so that closing the app waits for them instead of cutting them off, and so that a
 * test can wait for them before reading the counter.
 */
const pending = new Set<Promise<unknown>>();

/** Starts the write in the background; a failure is logged, never thrown at anyone. */
export function recordViewInBackground(db: Database, view: PropertyView, log: FastifyBaseLogger): void {
  const write = recordPropertyView(db, view)
    .catch((err: unknown) => log.error({ err, propertyId: view.propertyId }, 'property view not recorded'))
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Resolves when every view write started so far has finished. */
export async function viewWritesSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
