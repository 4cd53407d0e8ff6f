import type { DbOrTx } from '../../platform/db/client.ts';
import { activityEvents, type ActivityKind } from '../../platform/db/schema/index.ts';

/** One team change in the company's activity feed (who: userId, what: kind and data, when: created_at). */
export async function recordTeamEvent(
  tx: DbOrTx,
  event: { companyId: number; actorId: number | null; kind: ActivityKind; data: Record<string, unknown> },
): Promise<void> {
  await tx.insert(activityEvents).values({
    companyId: event.companyId,
    userId: event.actorId,
    propertyId: null,
    kind: event.kind,
    data: event.data,
  });
}
