import {
  ADMIN_PAGE_SIZE,
  type AdminAction,
  type AuditEntry,
  type AuditLogQuery,
  type AuditTargetType,
} from '@inmuebles/shared/trust/admin-schema';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { adminAuditLog, type AdminAuditEntry, type User } from '../../platform/db/schema/index.ts';

export type AdminActor = Pick<User, 'id' | 'email'>;

export interface AuditRecord {
  action: AdminAction;
  target: {
    type: AuditTargetType;
    id: number | null;
    label: string | null;
  };
  reason?: string | null | undefined;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry (docs/product/trust-and-admin.md). Called inside the action's transaction, so an action
 * and its entry are written together or not at all. Inserting is the only write the code has: the table's
 * trigger refuses UPDATE and DELETE.
 */
export async function recordAdminAction(tx: DbOrTx, actor: AdminActor, record: AuditRecord): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}

function present(row: AdminAuditEntry): AuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, email: row.actorEmail },
    action: row.action as AdminAction,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    reason: row.reason,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

type Filters = Omit<AuditLogQuery, 'page'> & { page: number };

/** The log, newest first, filtered by action, target and admin. */
export async function listAuditLog(db: DbOrTx, query: Filters) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(adminAuditLog.action, query.action));
  if (query.target_type) conditions.push(eq(adminAuditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(adminAuditLog.targetId, Number(query.target_id)));
  if (query.actor) conditions.push(sql`${adminAuditLog.actorEmail} ilike ${`%${query.actor}%`}`);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return { entries: rows.map(present), pagination: adminPagination(query.page, total?.n ?? 0) };
}

/** The spec's pagination block with the console's page size. */
export function adminPagination(page: number, totalCount: number) {
  return {
    current_page: page,
    total_pages: Math.ceil(totalCount / ADMIN_PAGE_SIZE),
    total_count: totalCount,
    per_page: ADMIN_PAGE_SIZE,
  };
}
