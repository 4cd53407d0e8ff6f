import { Navigate, Outlet, useLocation } from '@/lib/router';
import { useReturnTarget } from '@/lib/auth-redirect';
import { useIsAuthenticated } from '@/lib/session';
import { isLoggingOutState } from '@/lib/use-logout';

/**
 * Guest-only routes (login, register, password recovery): a signed-in user goes to `/`, or to the
 * page named by a safe `returnUrl` — so signing in on /login?returnUrl=X lands on X even when this
 * guard re-renders before the login screen's own navigation.
 */
export function GuestOnly() {
  const isAuthenticated = useIsAuthenticated();
  const returnTarget = useReturnTarget();
  const { state } = useLocation();
  if (isAuthenticated && !isLoggingOutState(state)) return <Navigate to={returnTarget} replace />;
  return <Outlet />;
}
