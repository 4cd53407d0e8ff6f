import { passwordMessages } from '@inmuebles/shared/auth/password-rules';
import {
  teamMessages,
  type InvitationNewAccountInput,
  type InvitationPreview,
  type InvitationStatus,
} from '@inmuebles/shared/teams/team-schema';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  isCommonPassword,
  createSession,
  hashPassword,
  findUserByEmail,
  insertUser,
  type SessionContext,
} from '../auth/public.ts';
import type { Database, DbOrTx } from '../../platform/db/client.ts';
import {
  companies,
  companyInvitations,
  users,
  type CompanyInvitation,
  type User,
} from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { AppError, forbidden, notFound, unprocessable } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { findInvitationByToken, invitationStatus } from './invitation-tokens.ts';
import { recordTeamEvent } from './team-activity.ts';

/** What a link that no longer works answers: its own state, in Spanish (the screen shows a way forward). */
const closedMessages: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'Esta invitación ya fue aceptada. Inicia sesión para entrar a tu panel.',
  revoked: 'Esta invitación fue revocada. Pide al administrador de la empresa una nueva.',
  expired: 'Esta invitación venció. Pide al administrador de la empresa que te la reenvíe.',
};

const unknownInvitation = () => notFound('Invitación no encontrada o enlace incompleto');

/** `GET /invitations/{token}`: what the screen shows before anything is sent. */
export async function previewInvitation(db: DbOrTx, token: string): Promise<InvitationPreview> {
  const row = await findInvitationByToken(db, token);
  if (!row) return { status: 'invalid', email: null, role: null, company: null, account_exists: false };
  const [company] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  return {
    status: invitationStatus(row),
    email: row.email,
    role: row.role === 'company_admin' ? 'company_admin' : 'agent',
    company: company ?? null,
    account_exists: (await findUserByEmail(db, row.email)) !== undefined,
  };
}

function assertPending(row: CompanyInvitation | undefined): CompanyInvitation {
  if (!row) throw unknownInvitation();
  const status = invitationStatus(row);
  if (status !== 'pending') throw new AppError(409, `invitation_${status}`, closedMessages[status]);
  return row;
}

/**
 * Marks the invitation used. The conditional UPDATE decides a race between two tabs: exactly one wins,
 * the other learns the link was already accepted.
 */
async function consumeInvitation(tx: DbOrTx, row: CompanyInvitation, userId: number): Promise<void> {
  const at = now();
  const [won] = await tx
    .update(companyInvitations)
    .set({ acceptedAt: at, acceptedUserId: userId })
    .where(
      and(
        eq(companyInvitations.id, row.id),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
        gt(companyInvitations.expiresAt, at),
      ),
    )
    .returning({ id: companyInvitations.id });
  if (!won) throw new AppError(409, 'invitation_accepted', closedMessages.accepted);
}

/** The role comes from the invitation row only: nothing the accepting person sends can change it. */
const issuedRole = (row: CompanyInvitation) => (row.role === 'company_admin' ? 'company_admin' : 'agent');

export interface AcceptedInvitation {
  user: User;
  /** A new session for a new account; null when the person was already signed in. */
  token: string | null;
}

/**
 * One click for a signed-in person whose address is the invited one. A member of another company (or the
 * platform admin) is refused: a user belongs to one company.
 */
export async function acceptAsSignedInUser(
  db: Database,
  token: string,
  user: User,
): Promise<AcceptedInvitation> {
  const row = assertPending(await findInvitationByToken(db, token));
  if (user.email !== row.email) throw forbidden(teamMessages.wrongAccount);
  if (user.role === 'admin' || (user.companyId !== null && user.companyId !== row.companyId)) {
    throw new AppError(409, 'other_company', teamMessages.otherCompany);
  }
  const joined = await db.transaction(async (tx) => {
    await consumeInvitation(tx, row, user.id);
    const [updated] = await tx
      .update(users)
      .set({
        companyId: row.companyId,
        role: issuedRole(row),
        deactivatedAt: null,
        // The link reached this inbox: the address is confirmed.
        emailConfirmedAt: user.emailConfirmedAt ?? now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    await recordTeamEvent(tx, {
      companyId: row.companyId,
      actorId: user.id,
      kind: 'member_joined',
      data: { email: row.email, role: row.role },
    });
    return updated ?? user;
  });
  return { user: joined, token: null };
}

/**
 * A person without an account: creates it (confirmed by the link itself), joins the company with the
 * issued role and signs in. An address that has an account meanwhile must sign in instead (409).
 */
export async function acceptAsNewUser(
  db: Database,
  token: string,
  data: InvitationNewAccountInput,
  context: SessionContext,
): Promise<AcceptedInvitation> {
  const row = assertPending(await findInvitationByToken(db, token));
  const existing = await findUserByEmail(db, row.email);
  if (existing) {
    if (existing.companyId !== null && existing.companyId !== row.companyId) {
      throw new AppError(409, 'other_company', teamMessages.otherCompany);
    }
    throw new AppError(409, 'account_exists', teamMessages.accountExists);
  }
  if (isCommonPassword(data.password)) throw unprocessable([passwordMessages.tooCommon]);
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: row.email,
        passwordHash,
        firstName: data.first_name,
        lastName: data.last_name,
        phone: data.phone,
        role: issuedRole(row),
        companyId: row.companyId,
        emailConfirmedAt: now(),
        lastSignInAt: now(),
      });
      await consumeInvitation(tx, row, user.id);
      await recordTeamEvent(tx, {
        companyId: row.companyId,
        actorId: user.id,
        kind: 'member_joined',
        data: { email: row.email, role: row.role },
      });
      return { user, token: await createSession(tx, user.id, context) };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) {
      throw new AppError(409, 'account_exists', teamMessages.accountExists);
    }
    throw err;
  }
}
