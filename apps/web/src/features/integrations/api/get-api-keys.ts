import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyView } from '@inmuebles/shared/partner/api-key-schema';
import { apiFetch } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

/** GET /companies/{id}/api_keys, or for an admin without a company every company's (GET /admin/api_keys). */
function apiKeysQueryOptions(companyId: number | 'all') {
  const path = companyId === 'all' ? '/admin/api_keys' : `/companies/${companyId}/api_keys`;
  return queryOptions({
    queryKey: integrationKeys.apiKeys(companyId),
    queryFn: ({ signal }) => apiFetch<{ api_keys: ApiKeyView[] }>(path, { signal }),
  });
}

export function useApiKeys(companyId: number | 'all') {
  return useQuery(apiKeysQueryOptions(companyId));
}
