import { Navigate, Outlet, useLocation } from 'react-router';
import { buildLoginUrl } from '@/lib/auth-redirect';
import { useIsAuthenticated } from '@/lib/session';
import { isLoggingOutState } from '@/lib/use-logout';

/** Login-required routes: a guest goes to /login?returnUrl=<the address they asked for>. */
export function RequireAuth() {
  const isAuthenticated = useIsAuthenticated();
  const { pathname, search, state } = useLocation();
  // A logout already navigated to its own destination; while that screen's code still loads, the screen
  // being left may render once more as a guest and must not add its own redirect to the login.
  if (!isAuthenticated && isLoggingOutState(state)) return null;
  if (!isAuthenticated) return <Navigate to={buildLoginUrl(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
