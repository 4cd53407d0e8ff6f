import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { PublicUserInput } from '@inmuebles/shared/users/user-schema';
import { updateUser } from '@/lib/session';
import { getMe, meKeys, type MeResponse } from './me-api';

/** GET /me; keeps the stored user in step with the server (e.g. after an e-mail change was confirmed). */
export function useMe() {
  const query = useQuery({
    queryKey: meKeys.profile(),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 0,
    gcTime: 0,
  });
  const user = query.data?.user;
  useEffect(() => {
    if (user) updateUser(user);
  }, [user]);
  return query;
}

/** Stores a user the server just returned, in the session and in the cached GET /me answer. */
export function useApplyUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: PublicUserInput) => {
      updateUser(user);
      queryClient.setQueryData<MeResponse>(meKeys.profile(), (old) => (old ? { ...old, user } : old));
    },
    [queryClient],
  );
}
