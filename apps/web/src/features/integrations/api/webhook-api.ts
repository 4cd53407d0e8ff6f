import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookDeliveryView,
  WebhookSaveBody,
  WebhookView,
} from '@inmuebles/shared/partner/webhook-schema';
import { apiFetch } from '@/lib/api-client';
import { integrationKeys } from './integration-keys';

type WithSecret = { webhook: WebhookView; secret?: string };

/** While deliveries are being retried the list refreshes itself, so a new attempt shows without reloading. */
const DELIVERIES_REFRESH_MS = 15_000;

/** GET /companies/{id}/webhook: the address, or null. */
export function useWebhook(companyId: number) {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.webhook(companyId),
      queryFn: ({ signal }) =>
        apiFetch<{ webhook: WebhookView | null }>(`/companies/${companyId}/webhook`, { signal }),
    }),
  );
}

/** GET /companies/{id}/webhook_deliveries: the latest deliveries with their answers. */
export function useWebhookDeliveries(companyId: number) {
  return useQuery(
    queryOptions({
      queryKey: integrationKeys.deliveries(companyId),
      queryFn: ({ signal }) =>
        apiFetch<{ deliveries: WebhookDeliveryView[] }>(`/companies/${companyId}/webhook_deliveries`, {
          signal,
        }),
      refetchInterval: (query) =>
        query.state.data?.deliveries.some((d) => d.state === 'pending') ? DELIVERIES_REFRESH_MS : false,
    }),
  );
}

function useWebhookMutation<TVariables>(
  companyId: number,
  mutationFn: (variables: TVariables) => Promise<WithSecret | null>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: integrationKeys.webhook(companyId) }),
        queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(companyId) }),
      ]),
  });
}

/** PUT /companies/{id}/webhook: a new webhook's answer carries its secret, once. */
export function useSaveWebhook(companyId: number) {
  return useWebhookMutation(companyId, (body: WebhookSaveBody) =>
    apiFetch<WithSecret>(`/companies/${companyId}/webhook`, { method: 'PUT', body }),
  );
}

/** POST /companies/{id}/webhook/rotate_secret: the new secret, once. */
export function useRotateWebhookSecret(companyId: number) {
  return useWebhookMutation(companyId, () =>
    apiFetch<WithSecret>(`/companies/${companyId}/webhook/rotate_secret`, { method: 'POST' }),
  );
}

/** DELETE /companies/{id}/webhook. */
export function useDeleteWebhook(companyId: number) {
  return useWebhookMutation(companyId, () =>
    apiFetch<null>(`/companies/${companyId}/webhook`, { method: 'DELETE' }),
  );
}
