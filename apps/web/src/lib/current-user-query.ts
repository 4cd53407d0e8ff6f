import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';
import { updateUser } from './session';

/** The answer of GET /auth/me. */
export interface CurrentUserResponse {
  user: PublicUserInput;
}

/** GET /auth/me: the signed-in user as the server knows it now. */
function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return apiFetch<CurrentUserResponse>('/auth/me', { signal });
}

function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryRoots.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Asked again each time a screen that shows the user opens: role, company or a confirmed new
    // e-mail may have changed meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * The one query of the current user (the signed-in area on entry, the profile and the settings, the contact
 * form); the fresh copy is stored in the session, which every screen reads (`useCurrentUser`). `enabled`
 * false where a guest may be looking (a public page).
 */
export function useCurrentUserQuery({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...currentUserQueryOptions(), enabled });
  const user = query.data?.user;
  useEffect(() => {
    if (user) updateUser(user);
  }, [user]);
  return query;
}
