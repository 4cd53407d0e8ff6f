import type { ApiKeyScope, ApiKeyView } from '@inmuebles/shared/partner/api-key-schema';
import type { ListedApiKey } from './api-keys-repository.ts';

/** A key as the page lists it: never its hash. */
export function presentApiKey({ key, companyName, creatorName }: ListedApiKey): ApiKeyView {
  return {
    id: key.id,
    company: { id: key.companyId, name: companyName },
    name: key.name,
    prefix: key.prefix,
    scopes: key.scopes as ApiKeyScope[],
    created_by: key.createdById === null ? null : { id: key.createdById, name: creatorName ?? '' },
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    last_used_ip: key.lastUsedIp,
    revoked_at: key.revokedAt?.toISOString() ?? null,
  };
}
