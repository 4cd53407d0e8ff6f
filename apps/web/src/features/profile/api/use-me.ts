import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import type { CurrentUserResponse } from '@/lib/current-user-query';
import { queryRoots } from '@/lib/query-keys';
import { updateUser } from '@/lib/session';
import { getMe, meKeys, type MeResponse } from './me-api';

/**
 * GET /me, read for the notification preferences it carries; the user itself comes from the one
 * current-user query (`useCurrentUserQuery`).
 */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: meKeys.profile(),
    queryFn: ({ signal }) => getMe(signal),
    select: (answer) => answer.notification_preferences,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Stores a user the server just returned, in the session and in the cached current-user answer. */
export function useApplyUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUserInput) => {
      updateUser(user);
      queryClient.setQueryData<CurrentUserResponse>(queryRoots.currentUser, (old) =>
        old ? { ...old, user } : old,
      );
      queryClient.setQueryData<MeResponse>(meKeys.profile(), (old) => (old ? { ...old, user } : old));
    },
    [queryClient],
  );
}
