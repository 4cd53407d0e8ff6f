import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamInvitationList } from '@inmuebles/shared/teams/team-schema';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/** GET /companies/{id}/invitations: the pending ones (expired included), for those who manage the team. */
function invitationsQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: teamKeys.invitations(companyId),
    queryFn: ({ signal }) => apiFetch<TeamInvitationList>(`/companies/${companyId}/invitations`, { signal }),
  });
}

export function useInvitations(companyId: number, enabled: boolean) {
  return useQuery({ ...invitationsQueryOptions(companyId), enabled });
}
