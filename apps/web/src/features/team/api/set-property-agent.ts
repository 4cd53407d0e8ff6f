import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** PUT /properties/{id}/agent: the member in charge; the team's counts of properties in charge reload. */
export function useSetPropertyAgent(companyId: number, propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: number) =>
      apiFetch<{ id: number; agent_id: number }>(`/properties/${propertyId}/agent`, {
        method: 'PUT',
        body: { agent_id: agentId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...teamKeys.all, companyId] }),
  });
}
