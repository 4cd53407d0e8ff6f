import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

interface PropertyAgentsResponse {
  property_agents: { property_id: number; agent_id: number | null }[];
}

/** GET /companies/{id}/property_agents: property id → the member in charge, for the management list. */
export function usePropertyAgents(companyId: number) {
  return useQuery({
    queryKey: teamKeys.propertyAgents(companyId),
    queryFn: ({ signal }) =>
      apiFetch<PropertyAgentsResponse>(`/companies/${companyId}/property_agents`, { signal }),
    select: (data) => new Map(data.property_agents.map((row) => [row.property_id, row.agent_id])),
  });
}
