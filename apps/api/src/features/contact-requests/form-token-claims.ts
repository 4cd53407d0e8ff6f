import { contactRequestMessages } from '@inmuebles/shared/properties/contact-request-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { usedContactFormTokens } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { AcceptableFormToken } from './form-token.ts';

/**
 * The answer to a guest submission that looks automated (a filled honeypot, a token too young, forged,
 * expired or already spent). It names no reason (a robot learns nothing to adapt to) but is not a fake
 * success either: a person who was merely quick reads it, waits and sends again.
 */
export const contactRefused = () => new AppError(422, 'contact_refused', contactRequestMessages.refused);

/**
 * Spends a guest form token, inside the transaction that stores its enquiry (so a send that stores nothing
 * leaves it usable). Throws `contactRefused` when it was spent already: the primary key makes the second
 * of two racing sends wait for the first and then find its row.
 */
export async function spendContactFormToken(tx: DbOrTx, token: AcceptableFormToken): Promise<void> {
  const spent = await tx
    .insert(usedContactFormTokens)
    .values({ tokenHash: token.hash, expiresAt: token.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedContactFormTokens.tokenHash });
  if (spent.length === 0) throw contactRefused();
}
