import { isSearcher } from '@inmuebles/shared/users/roles';
import { Navigate, Outlet } from '@/lib/router';
import { useCurrentUser } from '@/lib/session';

/**
 * An owner's screens ("Publicar mi inmueble", "Mis inmuebles", docs/product/owners.md): company staff
 * publish through their company, so they are sent to its property list. The server refuses them anyway.
 */
export function SearcherOnly() {
  const user = useCurrentUser();
  if (user && !isSearcher(user)) return <Navigate to="/dashboard/properties" replace />;
  return <Outlet />;
}
