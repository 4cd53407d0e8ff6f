import { isSearcher } from '@inmuebles/shared/users/roles';
import { Navigate, Outlet } from '@/lib/router';
import { useCurrentUser } from '@/lib/session';

/** Where a searcher's own area starts (docs/product/searcher-accounts.md). */
const searcherHome = '/mis-favoritos';

/**
 * The company panel (/dashboard and below): a searcher, who has no company, is sent to their own area
 * instead of being shown company actions they cannot use. The server refuses those calls anyway.
 */
export function CompanyAreaOnly() {
  const user = useCurrentUser();
  if (isSearcher(user)) return <Navigate to={searcherHome} replace />;
  return <Outlet />;
}
