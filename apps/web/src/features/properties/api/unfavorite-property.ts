import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';

/** DELETE /properties/{id}/unfavorite (idempotent): the new state and the exact count. 401 for guests. */
export function unfavoriteProperty(id: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/properties/${id}/unfavorite`, { method: 'DELETE' });
}
