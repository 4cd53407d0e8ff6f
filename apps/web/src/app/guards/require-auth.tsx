import { Navigate, Outlet, useLocation } from '@/lib/router';
import { buildLoginUrl } from '@/lib/auth-redirect';
import { useIsAuthenticated } from '@/lib/session';

/** Login-required routes: a guest goes to /login?returnUrl=<the address they asked for>. */
export function RequireAuth() {
  const isAuthenticated = useIsAuthenticated();
  const { pathname, search } = useLocation();
  if (!isAuthenticated) return <Navigate to={buildLoginUrl(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
