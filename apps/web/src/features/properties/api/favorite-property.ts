import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';

/** POST /properties/{id}/favorite (idempotent): the new state and the exact count. 401 for guests. */
export function favoriteProperty(id: number): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/properties/${id}/favorite`, { method: 'POST' });
}
