import type { QueryClient } from '@tanstack/react-query';
import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from './api-client';
import { queryRoots } from './query-keys';

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
export function toggleFavorite({ slug, isFavorited }: ToggleFavoriteInput): Promise<FavoriteState> {
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
 * Every cached property answer holding it takes the new state, and all of them are marked stale without
 * refetching what is on screen, so the cards do not jump under the pointer.
 */
export function storeFavoriteState(queryClient: QueryClient, propertyId: number, state: FavoriteState) {
  queryClient.setQueriesData<unknown>({ queryKey: queryRoots.properties }, (data: unknown) =>
    data === undefined ? undefined : withFavoriteState(data, propertyId, state),
  );
  void queryClient.invalidateQueries({ queryKey: queryRoots.properties, refetchType: 'none' });
}
