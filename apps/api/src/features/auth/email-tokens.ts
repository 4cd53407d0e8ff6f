import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { emailTokens, type EmailTokenPurpose } from '../../platform/db/schema/index.ts';
import { HOUR_MS, now } from '../../platform/runtime/clock.ts';
import { generateSecretToken, hashSecretToken } from './secret-tokens.ts';

/** How long the link of each e-mail works (the e-mails state it: 24 horas / 2 horas). */
const EMAIL_TOKEN_LIFETIME_MS: Record<EmailTokenPurpose, number> = {
  confirm_email: 24 * HOUR_MS,
  reset_password: 2 * HOUR_MS,
};

/** What a token from a link turned out to be. `used` also covers a token superseded by a newer one. */
export type EmailTokenState =
  | { status: 'valid'; userId: number }
  | { status: 'used'; userId: number }
  | { status: 'expired'; userId: number }
  | { status: 'invalid' };

/**
 * Issues a token and invalidates the user's older unused ones of the same purpose, so only the link of
 * the latest e-mail works. Call inside the transaction that also queues the e-mail.
 */
export async function issueEmailToken(
  tx: DbOrTx,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<string> {
  const at = now();
  await tx
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
  const token = generateSecretToken();
  await tx.insert(emailTokens).values({
    userId,
    purpose,
    tokenHash: hashSecretToken(token),
    createdAt: at,
    expiresAt: new Date(at.getTime() + EMAIL_TOKEN_LIFETIME_MS[purpose]),
  });
  return token;
}

/** Reads a token's state without using it (the reset link only checks before showing the form). */
export async function inspectEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenState> {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashSecretToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used', userId: row.userId };
  if (row.expiresAt.getTime() <= now().getTime()) return { status: 'expired', userId: row.userId };
  return { status: 'valid', userId: row.userId };
}

/**
 * Uses a token once. The conditional UPDATE is the whole decision: when two requests race with the same
 * token, PostgreSQL lets one update the row and the other then finds `used_at` set, so exactly one wins.
 * Returns `valid` only to the winner; anyone else learns why the token did not work.
 */
export async function consumeEmailToken(
  tx: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenState> {
  const at = now();
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(emailTokens.tokenHash, hashSecretToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, at),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (row) return { status: 'valid', userId: row.userId };
  const state = await inspectEmailToken(tx, token, purpose);
  // Only the UPDATE may declare a winner (a clock moved back between the two reads must not make two).
  return state.status === 'valid' ? { status: 'used', userId: state.userId } : state;
}
