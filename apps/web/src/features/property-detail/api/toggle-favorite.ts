import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';
import { propertyDetailKeys } from './property-detail-keys';

export interface ToggleFavoriteInput {
  propertyId: number;
  slug: string;
  /** The state shown now: true removes the favourite, false adds it. */
  isFavorited: boolean;
}

/**
 * POST /properties/{slug}/favorite or DELETE /properties/{slug}/unfavorite: the new state and exact count.
 * By slug: an unlisted property answers its numeric id only to its own company (issue 22).
 */
export function toggleFavorite({ slug, isFavorited }: ToggleFavoriteInput): Promise<FavoriteState> {
  const path = `/properties/${encodeURIComponent(slug)}`;
  return isFavorited
    ? apiFetch<FavoriteState>(`${path}/unfavorite`, { method: 'DELETE' })
    : apiFetch<FavoriteState>(`${path}/favorite`, { method: 'POST' });
}

/**
 * The detail page's heart (docs/decisions.md: it works as on the card). The screen changes only with the
 * server's answer; a failure is only logged (docs/product/public-and-auth.md §8). Listing pages holding the property become stale.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: async (state, { slug }) => {
      await queryClient.invalidateQueries({ queryKey: propertyDetailKeys.all, refetchType: 'none' });
      queryClient.setQueryData<PropertyDetail>(
        propertyDetailKeys.detail(slug),
        (property) =>
          property && {
            ...property,
            is_favorited: state.favorited,
            ranking: { ...property.ranking, favorite_count: state.favorite_count },
          },
      );
    },
    onError: (error, { propertyId }) => {
      console.error(`No se pudo actualizar el favorito de la propiedad ${propertyId}`, error);
    },
  });
}
