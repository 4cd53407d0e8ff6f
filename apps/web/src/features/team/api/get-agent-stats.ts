import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@inmuebles/shared/companies/management-schema';
import type { AgentStats } from '@inmuebles/shared/teams/team-schema';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /companies/{id}/agent_stats?period=: properties, views, favourites and leads per agent. */
export function useAgentStats(companyId: number, period: AnalyticsPeriod, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.agentStats(companyId, period),
    queryFn: ({ signal }) =>
      apiFetch<AgentStats>(`/companies/${companyId}/agent_stats`, { query: { period }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
