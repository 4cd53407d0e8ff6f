import { ADMIN_PAGE_SIZE, trustMessages, type AdminUser } from '@inmuebles/shared/trust/admin-schema';
import { agentRegistryMessages } from '@inmuebles/shared/trust/agent-registry';
import { asc, count, eq, sql } from 'drizzle-orm';
import { revokeAllSessions, deactivateUser } from '../auth/public.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { companies, users } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { now } from '../../platform/runtime/clock.ts';
import { adminPagination, recordAdminAction, type AdminActor } from './audit-log.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  deactivatedAt: users.deactivatedAt,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
  companyId: companies.id,
  companyName: companies.name,
  agentRegistryNumber: users.agentRegistryNumber,
  agentRegistryVerifiedAt: users.agentRegistryVerifiedAt,
};

const selectUsers = (db: DbOrTx) =>
  db.select(columns).from(users).leftJoin(companies, eq(companies.id, users.companyId));
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function present(row: Row): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    role: row.role,
    company: row.companyId !== null ? { id: row.companyId, name: row.companyName ?? '' } : null,
    agent_registry_number: row.agentRegistryNumber,
    agent_registry_verified_at: iso(row.agentRegistryVerifiedAt),
    deactivated_at: iso(row.deactivatedAt),
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** Users by e-mail, name or company, by e-mail. */
export async function listAdminUsers(db: DbOrTx, query: { search?: string | undefined; page: number }) {
  const text = query.search?.trim().toLowerCase();
  const like = `%${text}%`;
  const where = text
    ? sql`(${users.email} like ${like} or lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${like} or lower(${companies.name}) like ${like})`
    : undefined;
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(asc(users.email))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(users).leftJoin(companies, eq(companies.id, users.companyId)).where(where),
  ]);
  return { users: rows.map(present), pagination: adminPagination(query.page, total?.n ?? 0) };
}

async function loadAdminUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  if (!row) throw notFound(trustMessages.userNotFound);
  return present(row);
}

export type AdminUserAction =
  'deactivate' | 'reactivate' | 'verify_agent_registry' | 'unverify_agent_registry';

/**
 * Deactivate (sessions end at once) or reactivate an account; mark a member's Registro del Agente
 * Inmobiliario number checked (the contact card then shows it) or take the mark back. Audited; nothing is
 * deleted.
 */
export async function actOnUser(
  db: Database,
  actor: AdminActor,
  userId: number,
  action: AdminUserAction,
  reason: string | null,
): Promise<AdminUser> {
  if (action === 'deactivate' && userId === actor.id) {
    throw new AppError(409, 'conflict', trustMessages.ownAccount);
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, agentRegistryNumber: users.agentRegistryNumber })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound(trustMessages.userNotFound);
    if (action === 'verify_agent_registry' || action === 'unverify_agent_registry') {
      const verify = action === 'verify_agent_registry';
      if (verify && user.agentRegistryNumber === null)
        throw new AppError(409, 'conflict', agentRegistryMessages.noNumber);
      await tx
        .update(users)
        .set({ agentRegistryVerifiedAt: verify ? now() : null })
        .where(eq(users.id, userId));
    } else if (action === 'deactivate') {
      await deactivateUser(tx, userId);
      await revokeAllSessions(tx, userId);
    } else {
      await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, userId));
    }
    await recordAdminAction(tx, actor, {
      action: `user.${action}`,
      target: { type: 'user', id: user.id, label: user.email },
      reason,
    });
  });
  return loadAdminUser(db, userId);
}
