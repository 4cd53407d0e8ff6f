import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { savedSearches } from '../../platform/db/schema/index.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export type UnsubscribeOutcome = 'unsubscribed' | 'already' | 'invalid';

/**
 * The one-click unsubscribe: pauses the search the token was signed for (the person may resume it from
 * "Búsquedas guardadas"). Using the link again answers 'already'; a tampered token, or one whose search was
 * deleted, 'invalid'.
 */
export async function unsubscribeSavedSearch(
  db: DbOrTx,
  secret: Buffer,
  token: string,
): Promise<UnsubscribeOutcome> {
  const searchId = readUnsubscribeToken(secret, token);
  if (searchId === null) return 'invalid';
  const [search] = await db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
  if (!search) return 'invalid';
  if (search.paused) return 'already';
  await db.update(savedSearches).set({ paused: true }).where(eq(savedSearches.id, searchId));
  return 'unsubscribed';
}
