import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamMemberList } from '@inmuebles/shared/teams/team-schema';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /companies/{id}/members: the team, whether the caller may change it, and the team setting. */
function membersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: teamKeys.members(companyId),
    queryFn: ({ signal }) => apiFetch<TeamMemberList>(`/companies/${companyId}/members`, { signal }),
  });
}

export function useMembers(companyId: number) {
  return useQuery(membersQueryOptions(companyId));
}
