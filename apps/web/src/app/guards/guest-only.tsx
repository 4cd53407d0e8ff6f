import { Navigate, Outlet, useLocation, useSearchParams } from '@/lib/router';
import { getSafeReturnUrl } from '@/lib/auth-redirect';
import { useIsAuthenticated } from '@/lib/session';
import { isLoggingOutState } from '@/lib/use-logout';

/**
 * Guest-only routes (login, register, password recovery): a signed-in user goes to `/`, or to the
 * page named by a safe `returnUrl` — so signing in on /login?returnUrl=X lands on X even when this
 * guard re-renders before the login screen's own navigation.
 */
export function GuestOnly() {
  const isAuthenticated = useIsAuthenticated();
  const [searchParams] = useSearchParams();
  const { state } = useLocation();
  if (isAuthenticated && !isLoggingOutState(state))
    return <Navigate to={getSafeReturnUrl(searchParams.get('returnUrl')) ?? '/'} replace />;
  return <Outlet />;
}
