import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { adminAuditLog } from '../../../platform/db/schema/index.ts';

/** The audit log's actions on one target, oldest first. */
export const auditActions = async (db: DbOrTx, targetType: string, targetId: number) =>
  (
    await db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(sql`${adminAuditLog.targetType} = ${targetType} and ${adminAuditLog.targetId} = ${targetId}`)
      .orderBy(adminAuditLog.id)
  ).map((row) => row.action);
