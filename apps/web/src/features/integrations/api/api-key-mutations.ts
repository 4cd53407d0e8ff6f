import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreateBody, ApiKeyView } from '@inmuebles/shared/partner/api-key-schema';
import { apiFetch } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

/** POST /companies/{id}/api_keys: the answer carries the key, once. */
export function useCreateApiKey(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyCreateBody) =>
      apiFetch<{ api_key: ApiKeyView; secret: string }>(`/companies/${companyId}/api_keys`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}

/** POST /api_keys/{id}/revoke. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiFetch<{ api_key: ApiKeyView }>(`/api_keys/${id}/revoke`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all }),
  });
}
