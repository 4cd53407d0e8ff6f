import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { InvitationNewAccountInput, InvitationPreview } from '@inmuebles/shared/teams/team-schema';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { apiFetch } from '@/lib/api-client';

/** The answer of POST /invitations/{token}/accept: the user, and a token for a new account (null otherwise). */
export interface AcceptInvitationResponse {
  user: PublicUserInput;
  token: string | null;
}

const invitationKeys = {
  preview: (token: string) => ['invitation', token] as const,
};

/** GET /invitations/{token}: the invitation's state, company, address and role. */
function invitationPreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: invitationKeys.preview(token),
    queryFn: ({ signal }) =>
      apiFetch<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    staleTime: 0,
  });
}

export function useInvitationPreview(token: string) {
  return useQuery(invitationPreviewQueryOptions(token));
}

/** POST /invitations/{token}/accept: the new account's data, or nothing for the signed-in invitee. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: InvitationNewAccountInput | Record<string, never>) =>
      apiFetch<AcceptInvitationResponse>(`/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        body,
      }),
  });
}
