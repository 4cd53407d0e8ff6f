import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '@/lib/router';
import { apiFetch } from './api-client';
import { getCurrentPath } from './navigation';
import { beginSignOut, signOut } from './session';

/** Navigation state of the logout's own redirect (read by the guest-only guard). */
const loggingOutState = { loggingOut: true } as const;

/** True when the current location was reached by a logout that is still clearing the session. */
export function isLoggingOutState(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { loggingOut?: unknown }).loggingOut === true
  );
}

/**
 * Signs out: tells the server (`POST /auth/logout`), then clears the local session and goes to
 * `redirectTo` — also when the call fails, as the spec asks ('/' from the header, '/login' from
 * the dashboard sidebar). `serverKnows` skips the call when the server already ended every session
 * (a deleted account), where it could only answer 401.
 */
export function useLogout(): (redirectTo: string, options?: { serverKnows?: boolean }) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (redirectTo: string, { serverKnows = false }: { serverKnows?: boolean } = {}) => {
      // A request still in flight when the server ends the session would answer 401 and send the app to
      // /login?returnUrl=...; cancel them first.
      await queryClient.cancelQueries();
      // Calls still in flight (the screen being left) may come back 401 once the server has ended the
      // session; they must not send the visitor to /login instead of `redirectTo`.
      beginSignOut();
      if (!serverKnows) {
        try {
          await apiFetch<unknown>('/auth/logout', { method: 'POST' });
        } catch (error) {
          console.warn('Logout request failed; the local session is cleared anyway.', error);
        }
      }
      // Leave the page first (committed synchronously), so a login-required page being left does
      // not see the guest state and add its own redirect to /login?returnUrl=... The state tells a
      // guest-only destination (/login) that this still-signed-in visit is the logout itself.
      await navigate(redirectTo, { replace: true, flushSync: true, state: loggingOutState });
      signOut();
      // Clearing the session refetches what is still mounted; should any of it have redirected on a 401
      // meanwhile, the logout's own destination wins.
      if (getCurrentPath() !== redirectTo) await navigate(redirectTo, { replace: true });
    },
    [navigate, queryClient],
  );
}
