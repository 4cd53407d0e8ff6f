import type { InvitationCreateInput, TeamInvitation } from '@inmuebles/shared/teams/team-schema';
import { teamMessages } from '@inmuebles/shared/teams/team-schema';
import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import {
  generateSecretToken,
  hashSecretToken,
  findUserByEmail,
  normalizeEmail,
  type AuthDeps,
} from '../auth/public.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  companyInvitations,
  users,
  type Company,
  type CompanyInvitation,
  type User,
} from '../../platform/db/schema/index.ts';
import { HOUR_MS, now } from '../../platform/runtime/clock.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { consumeOrThrow } from '../../platform/http/rate-limit/throttle.ts';
import { isUniqueViolation } from '../../platform/db/postgres-errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { teamInvitationMessage } from './invitation-email.ts';
import { INVITATION_LIFETIME_MS, invitationStatus } from './invitation-tokens.ts';
import { recordTeamEvent } from './team-activity.ts';

/**
 * Invitations sent per company and hour (creations and resends together): enough for an agency onboarding
 * its team, too few to turn the platform into a mail cannon.
 */
const invitationThrottle = { limit: 20, windowMs: HOUR_MS } as const;

const invitationNotFound = () => notFound('Invitación no encontrada');

type Actor = Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>;

const actorName = (actor: Actor) => `${actor.firstName ?? ''} ${actor.lastName ?? ''}`.trim() || actor.email;

function presentInvitation(row: CompanyInvitation, invitedBy: string | null): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role === 'company_admin' ? 'company_admin' : 'agent',
    status: invitationStatus(row),
    invited_by: invitedBy,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Pending invitations (expired ones included, so they can be resent), newest first. */
export async function listPendingInvitations(db: DbOrTx, companyId: number): Promise<TeamInvitation[]> {
  const rows = await db
    .select({ invitation: companyInvitations, inviter: users })
    .from(companyInvitations)
    .leftJoin(users, eq(users.id, companyInvitations.invitedById))
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        isNull(companyInvitations.revokedAt),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
  return rows.map((r) => presentInvitation(r.invitation, r.inviter ? actorName(r.inviter) : null));
}

async function sendInvitationEmail(
  tx: DbOrTx,
  deps: Pick<AuthDeps, 'config'>,
  input: { company: Company; actor: Actor; email: string; role: 'agent' | 'company_admin'; token: string },
) {
  await enqueueEmail(
    tx,
    teamInvitationMessage({
      to: input.email,
      companyName: input.company.name,
      inviterName: actorName(input.actor),
      role: input.role,
      publicUrl: deps.config.publicUrl,
      token: input.token,
    }),
  );
}

/**
 * `POST /companies/{id}/invitations`: the invitation, its e-mail (outbox) and the activity line in one
 * transaction. 409 when the address is already a member here or already has a pending invitation; an
 * expired one for the same address is closed and replaced. 429 past the company's hourly limit.
 */
export async function createInvitation(
  deps: Pick<AuthDeps, 'db' | 'config' | 'mail' | 'rateLimiter'>,
  company: Company,
  actor: Actor,
  input: InvitationCreateInput,
): Promise<TeamInvitation> {
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.companyId === company.id) throw conflict('already_member', teamMessages.alreadyMember);
  await consumeOrThrow(deps.rateLimiter, `invitations:company:${company.id}`, invitationThrottle);
  const at = now();
  const token = generateSecretToken();
  try {
    const row = await deps.db.transaction(async (tx) => {
      await tx
        .update(companyInvitations)
        .set({ revokedAt: at })
        .where(
          and(
            eq(companyInvitations.companyId, company.id),
            eq(companyInvitations.email, email),
            isNull(companyInvitations.acceptedAt),
            isNull(companyInvitations.revokedAt),
            lte(companyInvitations.expiresAt, at),
          ),
        );
      const [created] = await tx
        .insert(companyInvitations)
        .values({
          companyId: company.id,
          email,
          role: input.role,
          tokenHash: hashSecretToken(token),
          invitedById: actor.id,
          sentAt: at,
          expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS),
          createdAt: at,
        })
        .returning();
      if (!created) throw new Error('createInvitation: no row returned');
      await sendInvitationEmail(tx, deps, { company, actor, email, role: input.role, token });
      await recordTeamEvent(tx, {
        companyId: company.id,
        actorId: actor.id,
        kind: 'member_invited',
        data: { email, role: input.role },
      });
      return created;
    });
    deps.mail.nudge();
    return presentInvitation(row, actorName(actor));
  } catch (err) {
    if (isUniqueViolation(err, 'company_invitations_open_unique')) {
      throw conflict('already_invited', teamMessages.alreadyInvited);
    }
    throw err;
  }
}

async function findOpenInvitation(db: DbOrTx, companyId: number, invitationId: number) {
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(and(eq(companyInvitations.id, invitationId), eq(companyInvitations.companyId, companyId)));
  if (!row) throw invitationNotFound();
  const status = invitationStatus(row);
  if (status === 'accepted') throw conflict('invitation_accepted', 'Esta invitación ya fue aceptada');
  if (status === 'revoked') throw conflict('invitation_revoked', 'Esta invitación fue revocada');
  return row;
}

/**
 * Resend: a new link (the previous one stops working) valid 7 days from now, also for an expired one.
 * Counts against the same hourly limit as creating.
 */
export async function resendInvitation(
  deps: Pick<AuthDeps, 'db' | 'config' | 'mail' | 'rateLimiter'>,
  company: Company,
  actor: Actor,
  invitationId: number,
): Promise<TeamInvitation> {
  const row = await findOpenInvitation(deps.db, company.id, invitationId);
  await consumeOrThrow(deps.rateLimiter, `invitations:company:${company.id}`, invitationThrottle);
  const at = now();
  const token = generateSecretToken();
  const updated = await deps.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(companyInvitations)
      .set({
        tokenHash: hashSecretToken(token),
        sentAt: at,
        expiresAt: new Date(at.getTime() + INVITATION_LIFETIME_MS),
      })
      .where(
        and(
          eq(companyInvitations.id, row.id),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      )
      .returning();
    if (!saved) throw conflict('invitation_closed', 'Esta invitación ya no está pendiente');
    const role = saved.role === 'company_admin' ? 'company_admin' : 'agent';
    await sendInvitationEmail(tx, deps, { company, actor, email: saved.email, role, token });
    await recordTeamEvent(tx, {
      companyId: company.id,
      actorId: actor.id,
      kind: 'invitation_resent',
      data: { email: saved.email, role },
    });
    return saved;
  });
  deps.mail.nudge();
  return presentInvitation(updated, actorName(actor));
}

/** Revoke: the link then answers that it was revoked. */
export async function revokeInvitation(
  db: DbOrTx,
  company: Company,
  actor: Actor,
  invitationId: number,
): Promise<TeamInvitation> {
  const row = await findOpenInvitation(db, company.id, invitationId);
  const [revoked] = await db
    .update(companyInvitations)
    .set({ revokedAt: now() })
    .where(and(eq(companyInvitations.id, row.id), isNull(companyInvitations.acceptedAt)))
    .returning();
  if (!revoked) throw conflict('invitation_accepted', 'Esta invitación ya fue aceptada');
  await recordTeamEvent(db, {
    companyId: company.id,
    actorId: actor.id,
    kind: 'invitation_revoked',
    data: { email: row.email, role: row.role },
  });
  return presentInvitation(revoked, null);
}
