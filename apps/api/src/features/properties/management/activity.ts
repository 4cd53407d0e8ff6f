import type { DbOrTx } from '../../../platform/db/client.ts';
import { activityEvents, type ActivityKind } from '../../../platform/db/schema/index.ts';

export interface PropertyEvent {
  kind: ActivityKind;
  companyId: number;
  userId: number;
  /** Null once the property is deleted (the feed's foreign key would refuse its old id). */
  propertyId: number | null;
  /** Kept in the event so the feed can name the property after it is deleted (property_id becomes null). */
  title: string;
  slug: string;
  extra?: Record<string, unknown>;
}

/** One line of the company's activity feed, written in the caller's transaction with the change it records. */
export async function recordPropertyEvent(tx: DbOrTx, event: PropertyEvent): Promise<void> {
  await recordPropertyEvents(tx, [event]);
}

/** Several lines of one change (a creation that also publishes), in one statement. */
export async function recordPropertyEvents(tx: DbOrTx, events: readonly PropertyEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(activityEvents).values(
    events.map((event) => ({
      companyId: event.companyId,
      userId: event.userId,
      propertyId: event.propertyId,
      kind: event.kind,
      data: { title: event.title, slug: event.slug, ...event.extra },
    })),
  );
}
