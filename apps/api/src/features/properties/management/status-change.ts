import { sql, type SQL } from 'drizzle-orm';
import type { ActivityKind, PropertyStatus } from '../../../platform/db/schema/index.ts';

/*
 * Status changes (docs/product/signed-in-area.md §4: any status may follow any other; the editor lets the user pick it freely). What a
 * change writes besides the status, and which line of the activity feed records it.
 */

interface CurrentStatus {
  status: PropertyStatus;
  publishedAt: Date | null;
}

/**
 * The columns to write for a requested status; empty when nothing changes. The first publication stamps
 * `published_at` (the "recent" order and the ranking's freshness count from it); archiving and publishing
 * again keep it, so an archived-then-republished property does not pose as new.
 */
export function statusChangeColumns(
  current: CurrentStatus,
  next: PropertyStatus | undefined,
): { status?: PropertyStatus; publishedAt?: SQL } {
  if (next === undefined || next === current.status) return {};
  if (next === 'published' && current.publishedAt === null) return { status: next, publishedAt: sql`now()` };
  return { status: next };
}

/** The feed's kind for a change of status; null when the status does not change. */
export function statusEventKind(
  previous: PropertyStatus,
  next: PropertyStatus | undefined,
): ActivityKind | null {
  if (next === undefined || next === previous) return null;
  if (next === 'published') return 'property_published';
  if (next === 'archived') return 'property_archived';
  // Back to draft has no kind of its own: an update that says which status it left.
  return 'property_updated';
}
