import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { buildLoginUrl } from './auth-redirect';
import { useIsAuthenticated } from './session';
import type { ToggleFavoriteInput } from './favorite-request';

export type { ToggleFavoriteInput } from './favorite-request';

/**
 * The favourite of a card or of the detail page (docs/decisions.md: it works the same on both). Nothing
 * changes on screen until the server answers (docs/product/public-and-auth.md §2.2); a failure is only
 * logged (§8). Every cached property answer holding it takes the new state, and all of them are marked
 * stale without refetching what is on screen, so the cards do not jump under the pointer. A plain state
 * rather than TanStack's useMutation: the public pages' first download then carries no mutation observer.
 */
function useToggleFavorite() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const mutate = (input: ToggleFavoriteInput) => {
    setPending(true);
    // The request and the cache update load on the first press, out of the cards' first download.
    void import('./favorite-request')
      .then(async ({ toggleFavorite, storeFavoriteState }) => {
        const state = await toggleFavorite(input);
        storeFavoriteState(queryClient, input.propertyId, state);
      })
      .catch((error: unknown) => {
        console.error(`No se pudo actualizar el favorito de la propiedad ${input.propertyId}`, error);
      })
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}

/**
 * What a heart does when pressed (on a card and on the detail alike): a guest goes to login and comes back
 * to this address; a signed-in user's favourite is toggled, one request at a time.
 */
export function useFavoriteClick(input: ToggleFavoriteInput) {
  const isAuthenticated = useIsAuthenticated();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const toggle = useToggleFavorite();
  const onClick = () => {
    if (!isAuthenticated) {
      void navigate(buildLoginUrl(`${pathname}${search}`));
      return;
    }
    if (!toggle.isPending) toggle.mutate(input);
  };
  return { onClick, isPending: toggle.isPending };
}
