import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { apiFetch } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

/** The answer of GET /auth/me (and GET /me). */
export interface CurrentUserResponse {
  user: PublicUserInput;
}

/** GET /auth/me: the signed-in user as the server knows it now. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUserResponse> {
  return apiFetch<CurrentUserResponse>('/auth/me', { signal });
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    // Asked again each time the signed-in area opens: role or company may have changed meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The current user, loaded when the dashboard area mounts. */
export function useCurrentUserQuery() {
  return useQuery(getCurrentUserQueryOptions());
}
