import { ApiKeyLimits, apiKeyMessages, type ApiKeyScope } from '@inmuebles/shared/partner/api-key-schema';
import type { Database } from '../../../platform/db/client.ts';
import type { User } from '../../../platform/db/schema/index.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { recordAdminAction } from '../../admin/public.ts';
import { generateApiKeySecret } from './api-key-secret.ts';
import { countActiveKeys, findListedApiKey, insertApiKey } from './api-keys-repository.ts';

/**
 * Creates a key for the company (the caller checked `canCreateApiKey`), with its audit-log entry in the same
 * transaction. Answers the listed key and the secret, which is never readable again.
 */
export async function createApiKey(
  db: Database,
  user: Pick<User, 'id' | 'email'>,
  companyId: number,
  input: { name: string; scopes: ApiKeyScope[] },
) {
  const fresh = generateApiKeySecret();
  const id = await db.transaction(async (tx) => {
    if ((await countActiveKeys(tx, companyId)) >= ApiKeyLimits.maxActiveKeysPerCompany) {
      throw conflict('conflict', apiKeyMessages.tooManyKeys);
    }
    const keyId = await insertApiKey(tx, {
      companyId,
      createdById: user.id,
      name: input.name,
      prefix: fresh.prefix,
      tokenHash: fresh.hash,
      scopes: input.scopes,
    });
    await recordAdminAction(tx, user, {
      action: 'api_key.create',
      target: { type: 'api_key', id: keyId, label: input.name },
      details: { company_id: companyId, scopes: input.scopes, prefix: fresh.prefix },
    });
    return keyId;
  });
  const listed = await findListedApiKey(db, id);
  if (!listed) throw new Error('api key vanished after insert');
  return { listed, secret: fresh.secret };
}
