import { useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { registerNavigator } from '@/lib/navigation';

/**
 * Lets the API client send an expired session to /login through the router (no page reload). The
 * navigation is flushed (see HistoryRouter), so the login page is committed before the caller clears the
 * session and the old page never renders as a guest.
 */
export function useRouterNavigator(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      registerNavigator((to, options) => void navigate(to, { replace: options?.replace, flushSync: true })),
    [navigate],
  );
}
