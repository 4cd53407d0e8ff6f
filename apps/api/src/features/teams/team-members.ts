import { teamMessages, type TeamMember, type TeamMemberList } from '@inmuebles/shared/teams/team-schema';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { revokeAllSessions, deactivateUser } from '../auth/public.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  contactRequests,
  properties,
  users,
  type Company,
  type User,
} from '../../platform/db/schema/index.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { canManageTeam } from './authorization.ts';
import { recordTeamEvent } from './team-activity.ts';

type Actor = Pick<User, 'id' | 'role' | 'companyId'>;

const memberNotFound = () => notFound('Miembro no encontrado');
const lastAdmin = () => new AppError(409, 'last_company_admin', teamMessages.lastAdmin);

// Spelled out: inside a subquery drizzle would write the columns unqualified, and "id" would mean p.id.
const inCharge = sql<number>`(select count(*)::int from properties p where p.agent_id = "users"."id")`;

function presentMember(
  row: User & { propertiesInCharge: number },
  storage: Pick<FileStorage, 'publicUrl'>,
  showSessions: boolean,
): TeamMember {
  return {
    id: row.id,
    first_name: row.firstName ?? '',
    last_name: row.lastName ?? '',
    email: row.email,
    phone: row.phone,
    avatar_url: row.avatarKey ? storage.publicUrl(row.avatarKey) : null,
    // Members belong to a company, which a searcher (`user`) never does (features/properties/management/authorization.ts).
    role: row.role as TeamMember['role'],
    active: row.deactivatedAt === null,
    properties_in_charge: row.propertiesInCharge,
    // A colleague's sign-ins are for whoever manages the team, not for the other agents.
    last_sign_in_at: showSessions && row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  };
}

async function memberRows(db: DbOrTx, companyId: number, userId?: number) {
  return db
    .select({ user: users, propertiesInCharge: inCharge })
    .from(users)
    .where(and(eq(users.companyId, companyId), userId === undefined ? undefined : eq(users.id, userId)))
    .orderBy(
      sql`${users.deactivatedAt} is not null`,
      asc(users.firstName),
      asc(users.lastName),
      asc(users.id),
    );
}

/** `GET /companies/{id}/members`: active members first, then by name. */
export async function listMembers(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  company: Company,
  actor: Actor,
): Promise<TeamMemberList> {
  const manage = canManageTeam(actor, company.id);
  const rows = await memberRows(db, company.id);
  return {
    // The platform's admin acts on every company but is a member of none, whatever company id its row holds.
    members: rows
      .filter((r) => r.user.role !== 'admin')
      .map((r) => presentMember({ ...r.user, propertiesInCharge: r.propertiesInCharge }, storage, manage)),
    can_manage: manage,
    settings: { agents_may_take_properties: company.agentsMayTakeProperties },
  };
}

export async function loadMember(
  db: DbOrTx,
  storage: Pick<FileStorage, 'publicUrl'>,
  companyId: number,
  userId: number,
): Promise<TeamMember> {
  const [row] = await memberRows(db, companyId, userId);
  if (!row) throw memberNotFound();
  return presentMember({ ...row.user, propertiesInCharge: row.propertiesInCharge }, storage, true);
}

/**
 * The member being changed, locked for the rest of the transaction, and the company's active
 * company_admins locked too: two admins demoting each other at once cannot both pass the last-admin check.
 */
async function lockTeam(tx: DbOrTx, companyId: number, userId: number) {
  const [target] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .for('update');
  if (!target) throw memberNotFound();
  if (target.role === 'admin') throw forbidden(teamMessages.adminMember);
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'company_admin'), isNull(users.deactivatedAt)))
    .orderBy(users.id)
    .for('update');
  const isLastAdmin = target.role === 'company_admin' && target.deactivatedAt === null && admins.length <= 1;
  return { target, admins, isLastAdmin };
}

/** `PATCH /companies/{id}/members/{userId}`: the new role; the last active company_admin keeps theirs (409). */
export async function changeMemberRole(
  db: Database,
  company: Company,
  actor: Actor,
  userId: number,
  role: 'agent' | 'company_admin',
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, isLastAdmin } = await lockTeam(tx, company.id, userId);
    if (target.role === role) return;
    if (isLastAdmin) throw lastAdmin();
    await tx.update(users).set({ role }).where(eq(users.id, target.id));
    await recordTeamEvent(tx, {
      companyId: company.id,
      actorId: actor.id,
      kind: 'member_role_changed',
      data: { member_id: target.id, email: target.email, from: target.role, to: role },
    });
  });
}

/**
 * Deactivates a member: no more sign-ins, every session ended now, and their properties and leads handed
 * to the chosen active company_admin. Nothing they made is deleted. The last active company_admin cannot
 * be deactivated (409).
 */
export async function deactivateMember(
  db: Database,
  company: Company,
  actor: Actor,
  userId: number,
  reassignToId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { target, admins, isLastAdmin } = await lockTeam(tx, company.id, userId);
    if (target.deactivatedAt !== null) return;
    if (isLastAdmin) throw lastAdmin();
    // Locking oneself out is never what a team manager means to do here (the account page closes accounts).
    if (target.id === actor.id) throw forbidden('No puedes desactivar tu propia cuenta.');
    if (reassignToId === target.id || !admins.some((a) => a.id === reassignToId)) {
      throw unprocessable([`reassign_to_id: ${teamMessages.reassignInvalid}`]);
    }
    await deactivateUser(tx, target.id);
    await revokeAllSessions(tx, target.id);
    const movedProperties = await tx
      .update(properties)
      .set({ agentId: reassignToId })
      .where(and(eq(properties.agentId, target.id), eq(properties.companyId, company.id)))
      .returning({ id: properties.id });
    const movedLeads = await tx
      .update(contactRequests)
      .set({ agentId: reassignToId })
      .where(and(eq(contactRequests.agentId, target.id), eq(contactRequests.companyId, company.id)))
      .returning({ id: contactRequests.id });
    await recordTeamEvent(tx, {
      companyId: company.id,
      actorId: actor.id,
      kind: 'member_deactivated',
      data: {
        member_id: target.id,
        email: target.email,
        reassigned_to_id: reassignToId,
        properties: movedProperties.length,
        contact_requests: movedLeads.length,
      },
    });
  });
}

/** Reactivates a member: they can sign in again (their properties stay with whoever has them now). */
export async function reactivateMember(db: Database, company: Company, actor: Actor, userId: number) {
  await db.transaction(async (tx) => {
    const { target } = await lockTeam(tx, company.id, userId);
    if (target.deactivatedAt === null) return;
    await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, target.id));
    await recordTeamEvent(tx, {
      companyId: company.id,
      actorId: actor.id,
      kind: 'member_reactivated',
      data: { member_id: target.id, email: target.email },
    });
  });
}

/** `PATCH /companies/{id}/team_settings`. */
export async function updateTeamSettings(
  db: Database,
  company: Company,
  actor: Actor,
  agentsMayTakeProperties: boolean,
): Promise<boolean> {
  await db.transaction(async (tx) => {
    await tx.update(companies).set({ agentsMayTakeProperties }).where(eq(companies.id, company.id));
    await recordTeamEvent(tx, {
      companyId: company.id,
      actorId: actor.id,
      kind: 'team_settings_updated',
      data: { agents_may_take_properties: agentsMayTakeProperties },
    });
  });
  return agentsMayTakeProperties;
}
