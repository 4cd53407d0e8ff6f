import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState, PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { favoriteProperty } from './favorite-property';
import { unfavoriteProperty } from './unfavorite-property';
import { propertyKeys } from './property-keys';

export interface ToggleFavoriteInput {
  propertyId: number;
  /** The address used: an unlisted favourite answers its numeric id only to its own company. */
  slug: string;
  /** The state shown now: true removes the favourite, false adds it. */
  isFavorited: boolean;
}

/** Writes the server's answer into every cached listing page that holds the property. */
function withFavoriteState(data: PropertyListResponse | undefined, propertyId: number, state: FavoriteState) {
  if (!data) return data;
  return {
    ...data,
    properties: data.properties.map((property) =>
      property.id === propertyId
        ? {
            ...property,
            is_favorited: state.favorited,
            ranking: { ...property.ranking, favorite_count: state.favorite_count },
          }
        : property,
    ),
  };
}

/**
 * Adds or removes a favourite. Nothing changes on screen until the server answers (docs/product/public-and-auth.md §2.2); a failure
 * is only logged (docs/product/public-and-auth.md §8). Other cached property answers are marked stale without refetching the page
 * on screen, so the cards do not jump under the pointer.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, isFavorited }: ToggleFavoriteInput) =>
      isFavorited ? unfavoriteProperty(slug) : favoriteProperty(slug),
    onSuccess: (state, { propertyId }) => {
      queryClient.setQueriesData<PropertyListResponse>({ queryKey: propertyKeys.lists() }, (data) =>
        withFavoriteState(data, propertyId, state),
      );
      void queryClient.invalidateQueries({ queryKey: propertyKeys.all, refetchType: 'none' });
    },
    onError: (error, { propertyId }) => {
      console.error(`No se pudo actualizar el favorito de la propiedad ${propertyId}`, error);
    },
  });
}
