import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from './api-client';
import { signOut } from './session';

/**
 * Signs out: tells the server (`POST /auth/logout`), then clears the local session and goes to
 * `redirectTo` — also when the call fails, as the spec asks ('/' from the header, '/login' from
 * the dashboard sidebar).
 */
export function useLogout(): (redirectTo: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string) => {
      try {
        await apiFetch<unknown>('/auth/logout', { method: 'POST' });
      } catch (error) {
        console.warn('Logout request failed; the local session is cleared anyway.', error);
      }
      // Leave the page first (committed synchronously), so a login-required page being left does
      // not see the guest state and add its own redirect to /login?returnUrl=...
      await navigate(redirectTo, { replace: true, flushSync: true });
      signOut();
    },
    [navigate],
  );
}
