import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { companyInvitations, type CompanyInvitation } from '../../platform/db/schema/index.ts';
import { DAY_MS, now } from '../../platform/runtime/clock.ts';
import { hashSecretToken } from '../auth/public.ts';
import type { InvitationStatus } from '@inmuebles/shared/teams/team-schema';

/** The link works 7 days from the latest e-mail (the e-mail says so). */
export const INVITATION_LIFETIME_MS = 7 * DAY_MS;

/** Real tokens are 43 characters; anything much longer names nothing and costs no query. */
const MAX_TOKEN_LENGTH = 128;

/**
 * The invitation a link's token names. Looked up by its SHA-256 (the only thing stored), then compared
 * again in constant time, so neither the index nor the comparison leaks how much of a guess was right.
 */
export async function findInvitationByToken(
  db: DbOrTx,
  token: string,
): Promise<CompanyInvitation | undefined> {
  if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
  const hash = hashSecretToken(token);
  const [row] = await db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, hash))
    .limit(1);
  if (!row) return undefined;
  const stored = Buffer.from(row.tokenHash, 'hex');
  const given = Buffer.from(hash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given) ? row : undefined;
}

/** Pending until accepted or revoked; a pending one past its date is expired. */
export function invitationStatus(row: CompanyInvitation, at: Date = now()): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= at.getTime() ? 'expired' : 'pending';
}
