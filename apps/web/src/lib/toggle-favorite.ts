import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@/lib/router';
import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from './api-client';
import { buildLoginUrl } from './auth-redirect';
import { queryRoots } from './query-keys';
import { useIsAuthenticated } from './session';

export interface ToggleFavoriteInput {
  propertyId: number;
  /** The address used: an unlisted property answers its numeric id only to its own company. */
  slug: string;
  /** The state shown now: true removes the favourite, false adds it. */
  isFavorited: boolean;
}

/**
 * POST /properties/{slug}/favorite or DELETE /properties/{slug}/unfavorite (both idempotent): the new
 * state and the exact count. 401 for guests.
 */
function toggleFavorite({ slug, isFavorited }: ToggleFavoriteInput): Promise<FavoriteState> {
  const path = `/properties/${encodeURIComponent(slug)}`;
  return isFavorited
    ? apiFetch<FavoriteState>(`${path}/unfavorite`, { method: 'DELETE' })
    : apiFetch<FavoriteState>(`${path}/favorite`, { method: 'POST' });
}

interface FavoriteFields {
  id: number;
  is_favorited: boolean;
  ranking: { favorite_count: number };
}

const isProperty = (value: unknown): value is FavoriteFields =>
  typeof value === 'object' && value !== null && 'id' in value && 'ranking' in value;

const hasProperties = (value: unknown): value is { properties: unknown[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { properties?: unknown }).properties);

/** Writes the server's answer into a cached property answer: a page of cards or a detail. */
function withFavoriteState(data: unknown, propertyId: number, state: FavoriteState): unknown {
  const apply = (property: unknown) =>
    isProperty(property) && property.id === propertyId
      ? {
          ...property,
          is_favorited: state.favorited,
          ranking: { ...property.ranking, favorite_count: state.favorite_count },
        }
      : property;
  if (hasProperties(data)) return { ...data, properties: data.properties.map(apply) };
  return apply(data);
}

/**
 * The favourite of a card or of the detail page (docs/decisions.md: it works the same on both). Nothing
 * changes on screen until the server answers (docs/product/public-and-auth.md §2.2); a failure is only
 * logged (§8). Every cached property answer holding it takes the new state, and all of them are marked
 * stale without refetching what is on screen, so the cards do not jump under the pointer.
 */
function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (state, { propertyId }) => {
      queryClient.setQueriesData<unknown>({ queryKey: queryRoots.properties }, (data: unknown) =>
        data === undefined ? undefined : withFavoriteState(data, propertyId, state),
      );
      void queryClient.invalidateQueries({ queryKey: queryRoots.properties, refetchType: 'none' });
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
