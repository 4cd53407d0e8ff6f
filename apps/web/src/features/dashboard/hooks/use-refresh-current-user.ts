import { useEffect } from 'react';
import { isApiError } from '@/lib/api-error';
import { useCurrentUserQuery } from '@/lib/current-user-query';
import { signOut } from '@/lib/session';

/**
 * Loads the current user when the signed-in area opens and stores the fresh copy. When the server
 * refuses or fails the load, the session ends (docs/product/signed-in-area.md §2, 8) and the area's login guard sends the visitor
 * to /login with the address to come back to, as the API client does for a 401 (already signed out).
 * A request that never reached the server (offline) keeps the session: signing out cannot help then,
 * and the screens show their own error states with a retry.
 */
export function useRefreshCurrentUser(): void {
  const { error } = useCurrentUserQuery();

  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.status === 0) {
      console.warn('No se pudo contactar al servidor para cargar el usuario actual.', error);
      return;
    }
    if (!isApiError(error) || error.status !== 401)
      console.error('No se pudo cargar el usuario actual; se cierra la sesión.', error);
    signOut();
  }, [error]);
}
