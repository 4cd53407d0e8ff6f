import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteListResponse } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';

/** GET /user/favorites: "Mis favoritos", with properties no longer public marked `available: false`. */
const myFavoritesQuery = queryOptions({
  queryKey: ['user', 'favorites', 'page-1'],
  queryFn: ({ signal }) =>
    apiFetch<FavoriteListResponse>('/user/favorites', { query: { per_page: 48 }, signal }),
});

export function useMyFavorites() {
  return useQuery(myFavoritesQuery);
}
