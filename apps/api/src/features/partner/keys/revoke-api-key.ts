import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import { apiKeys, type User } from '../../../platform/db/schema/index.ts';
import { recordAdminAction } from '../../admin/public.ts';
import type { ListedApiKey } from './api-keys-repository.ts';

/**
 * Revokes a key at once (the next call with it answers 401: every partner request reads the key's row).
 * Revoking a revoked key changes nothing and writes no second audit entry.
 */
export async function revokeApiKey(
  db: Database,
  user: Pick<User, 'id' | 'email'>,
  listed: ListedApiKey,
): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, listed.key.id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (revoked.length === 0) return;
    await recordAdminAction(tx, user, {
      action: 'api_key.revoke',
      target: { type: 'api_key', id: listed.key.id, label: listed.key.name },
      details: { company_id: listed.key.companyId, prefix: listed.key.prefix },
    });
  });
}
