import { ADMIN_PAGE_SIZE, trustMessages, type AdminUser } from '@inmuebles/shared/trust/admin-schema';
import { asc, count, eq, sql } from 'drizzle-orm';
import { revokeAllSessions, deactivateUser } from '../auth/public.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import { companies, users } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
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

/** Deactivate (sessions end at once) or reactivate an account; audited. Nothing is deleted. */
export async function actOnUser(
  db: Database,
  actor: AdminActor,
  userId: number,
  action: 'deactivate' | 'reactivate',
  reason: string | null,
): Promise<AdminUser> {
  if (action === 'deactivate' && userId === actor.id) {
    throw new AppError(409, 'conflict', trustMessages.ownAccount);
  }
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound(trustMessages.userNotFound);
    if (action === 'deactivate') {
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
