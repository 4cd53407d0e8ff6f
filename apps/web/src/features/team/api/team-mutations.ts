import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCreateInput, TeamRole } from '@inmuebles/shared/teams/team-schema';
import { apiFetch } from '@/lib/api-client';
import { teamKeys } from './team-keys';

/*
 * Every change of the team screen: each mutation reloads the whole team (members, invitations, stats),
 * since a deactivation also moves properties in charge and a role change alters who may be chosen.
 */

function useTeamMutation<Input>(companyId: number, call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...teamKeys.all, companyId] }),
  });
}

/** POST /companies/{id}/invitations. */
export const useInvite = (companyId: number) =>
  useTeamMutation(companyId, (body: InvitationCreateInput) =>
    apiFetch(`/companies/${companyId}/invitations`, { method: 'POST', body }),
  );

/** POST /companies/{id}/invitations/{invitationId}/resend. */
export const useResendInvitation = (companyId: number) =>
  useTeamMutation(companyId, (id: number) =>
    apiFetch(`/companies/${companyId}/invitations/${id}/resend`, { method: 'POST' }),
  );

/** DELETE /companies/{id}/invitations/{invitationId}. */
export const useRevokeInvitation = (companyId: number) =>
  useTeamMutation(companyId, (id: number) =>
    apiFetch(`/companies/${companyId}/invitations/${id}`, { method: 'DELETE' }),
  );

/** PATCH /companies/{id}/members/{userId}. */
export const useChangeRole = (companyId: number) =>
  useTeamMutation(companyId, ({ id, role }: { id: number; role: TeamRole }) =>
    apiFetch(`/companies/${companyId}/members/${id}`, { method: 'PATCH', body: { role } }),
  );

/** POST /companies/{id}/members/{userId}/deactivate with who takes their properties and leads. */
export const useDeactivateMember = (companyId: number) =>
  useTeamMutation(companyId, ({ id, reassignToId }: { id: number; reassignToId: number }) =>
    apiFetch(`/companies/${companyId}/members/${id}/deactivate`, {
      method: 'POST',
      body: { reassign_to_id: reassignToId },
    }),
  );

/** POST /companies/{id}/members/{userId}/reactivate. */
export const useReactivateMember = (companyId: number) =>
  useTeamMutation(companyId, (id: number) =>
    apiFetch(`/companies/${companyId}/members/${id}/reactivate`, { method: 'POST' }),
  );

/** PATCH /companies/{id}/team_settings. */
export const useTeamSettings = (companyId: number) =>
  useTeamMutation(companyId, (agentsMayTakeProperties: boolean) =>
    apiFetch(`/companies/${companyId}/team_settings`, {
      method: 'PATCH',
      body: { agents_may_take_properties: agentsMayTakeProperties },
    }),
  );
