import type { PersonalInfoPatch, UpdateProfileInput } from '@inmuebles/shared/users/profile-schemas';
import { profileMessages } from '@inmuebles/shared/users/profile-schemas';
import type { NotificationPreferences } from '@inmuebles/shared/users/profile-schemas';
import { eq } from 'drizzle-orm';
import { MINUTE_MS } from '../../platform/runtime/clock.ts';
import { consumeOrThrow } from '../../platform/http/rate-limit/throttle.ts';
import {
  revokeAllSessions,
  findUserByEmail,
  normalizeEmail,
  createEmailChangeToken,
  nextRequestInstant,
  noPendingEmail,
} from '../auth/public.ts';
import { users, type User } from '../../platform/db/schema/index.ts';
import type { ProfileDeps } from './deps.ts';
import { AppError, unprocessable } from '../../platform/http/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import { confirmEmailChangeMessage } from './emails/confirm-email-change.ts';
import { emailChangeNoticeMessage } from './emails/email-change-notice.ts';
import { assertCurrentPassword } from './change-password.ts';
import { readNotificationPreferences } from './notification-preferences.ts';
import { signingSecret } from '../../platform/config/signing-secret.ts';

/** Confirmation e-mails to new addresses: each one goes to an address the user typed, so it is capped. */
const emailChangeThrottle = { limit: 5, windowMs: 60 * MINUTE_MS } as const;

const emailTakenError = () =>
  new AppError(422, 'email_taken', profileMessages.emailTaken, [profileMessages.emailTaken]);

/** What proves the e-mail change: the password typed now, and the session making it (which stays). */
export interface EmailChangeProof {
  currentPassword: string | undefined;
  sessionId: number | null;
}

export interface UpdateProfileResult {
  user: User;
  /** The new address this call sent a confirmation link to, or null when it requested no change. */
  pendingEmail: string | null;
}

/** The personal fields sent either as `{ user: {...} }` or at the top level (the wrapper wins). */
export function personalFields(body: UpdateProfileInput & PersonalInfoPatch): PersonalInfoPatch {
  const { first_name, last_name, email, phone } = body;
  const top: PersonalInfoPatch = { first_name, last_name, email, phone };
  const merged = { ...top, ...(body.user as PersonalInfoPatch | undefined) };
  return Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as PersonalInfoPatch;
}

/**
 * PATCH /me. Names, phone and preferences are saved at once; a new e-mail is stored as the pending change
 * and sent a confirmation link (to the new address), and the account keeps the old address until the link
 * is opened, so a typo cannot hand the account to a stranger. A newer request replaces the pending one
 * (its link dies); sending the current address again drops it. Role, company and every other column are
 * out of reach by construction.
 *
 * A new e-mail needs the current password (422 without it, 403 when wrong), so a stolen session cannot
 * take the account over; the old address is told, with a link that undoes the change; every other session
 * ends. The rate limit is spent before the address is checked, so "already taken" cannot be asked at will.
 */
export async function updateProfile(
  deps: ProfileDeps,
  user: User,
  fields: PersonalInfoPatch,
  preferences: Partial<NotificationPreferences> | undefined,
  proof: EmailChangeProof = { currentPassword: undefined, sessionId: null },
): Promise<UpdateProfileResult> {
  const requested = fields.email === undefined ? null : normalizeEmail(fields.email);
  const pendingEmail = requested !== null && requested !== user.email ? requested : null;
  if (pendingEmail) {
    if (!proof.currentPassword) {
      const message = profileMessages.emailChangeNeedsPassword;
      throw unprocessable([`current_password: ${message}`], message);
    }
    await assertCurrentPassword(deps, user, proof.currentPassword, 403);
    await consumeOrThrow(deps.rateLimiter, `email-change:user:${user.id}`, emailChangeThrottle);
    const owner = await findUserByEmail(deps.db, pendingEmail);
    if (owner && owner.id !== user.id) throw emailTakenError();
  }

  const changes: Partial<typeof users.$inferInsert> = {};
  if (fields.first_name !== undefined) changes.firstName = fields.first_name;
  if (fields.last_name !== undefined) changes.lastName = fields.last_name;
  if (fields.phone !== undefined)
    changes.phone = fields.phone === null || fields.phone === '' ? null : fields.phone;
  if (preferences && Object.keys(preferences).length > 0) {
    changes.notificationPreferences = { ...readNotificationPreferences(user), ...preferences };
  }
  const requestedAt = pendingEmail ? nextRequestInstant(user) : null;
  if (pendingEmail && requestedAt) {
    changes.pendingEmail = pendingEmail;
    changes.pendingEmailRequestedAt = requestedAt;
  } else if (requested !== null && user.pendingEmail !== null) {
    // The user typed the address they already have: they changed their mind.
    Object.assign(changes, noPendingEmail);
  }

  const updated = await deps.db.transaction(async (tx) => {
    let row = user;
    if (Object.keys(changes).length > 0) {
      const [saved] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
      if (saved) row = saved;
    }
    if (pendingEmail && requestedAt) {
      const secret = signingSecret(deps.config);
      const request = { userId: user.id, oldEmail: user.email, newEmail: pendingEmail, requestedAt };
      const common = { firstName: row.firstName, publicUrl: deps.config.publicUrl };
      const token = createEmailChangeToken(secret, request);
      await enqueueEmail(tx, confirmEmailChangeMessage({ ...common, to: pendingEmail, token }));
      const cancelToken = createEmailChangeToken(secret, request, 'cancel');
      await enqueueEmail(
        tx,
        emailChangeNoticeMessage({ ...common, to: user.email, newEmail: pendingEmail, token: cancelToken }),
      );
      await revokeAllSessions(tx, user.id, proof.sessionId);
    }
    return row;
  });
  if (pendingEmail) deps.mail.nudge();
  return { user: updated, pendingEmail };
}
