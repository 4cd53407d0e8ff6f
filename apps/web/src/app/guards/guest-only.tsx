import { Navigate, Outlet, useLocation } from '@/lib/router';
import { useSignInTarget } from '@/lib/auth-redirect';
import { useIsAuthenticated } from '@/lib/session';
import { isLoggingOutState } from '@/lib/use-logout';

/**
 * Guest-only routes (login, register, password recovery): a signed-in user goes where a sign-in leads
 * (`useSignInTarget`: the safe `returnUrl`, a member's panel, the page the searcher came from) — so signing
 * in on /login?returnUrl=X lands on X even when this guard re-renders before the login screen's own
 * navigation.
 */
export function GuestOnly() {
  const isAuthenticated = useIsAuthenticated();
  const returnTarget = useSignInTarget();
  const { state } = useLocation();
  if (isAuthenticated && !isLoggingOutState(state)) return <Navigate to={returnTarget} replace />;
  return <Outlet />;
}
