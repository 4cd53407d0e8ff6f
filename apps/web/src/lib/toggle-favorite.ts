import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@/lib/router';
import { buildLoginUrl } from './auth-redirect';
import { useIsAuthenticated } from './session';
import type { ToggleFavoriteInput } from './favorite-request';

export type { ToggleFavoriteInput } from './favorite-request';

/**
 * The favourite of a card or of the detail page (docs/decisions.md: it works the same on both). Nothing
 * changes on screen until the server answers (docs/product/public-and-auth.md §2.2); a failure is only
 * logged (§8). Every cached property answer holding it takes the new state, and all of them are marked
 * stale without refetching what is on screen, so the cards do not jump under the pointer.
 */
function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    // The request and the cache update load on the first press, out of the cards' first download.
    mutationFn: async (input: ToggleFavoriteInput) => {
      const { toggleFavorite, storeFavoriteState } = await import('./favorite-request');
      const state = await toggleFavorite(input);
      storeFavoriteState(queryClient, input.propertyId, state);
      return state;
    },
    onError: (error, { propertyId }) => {
      console.error(`No se pudo actualizar el favorito de la propiedad ${propertyId}`, error);
    },
  });
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
