import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';

/** DELETE /properties/{slug}/unfavorite (idempotent): the new state and the exact count. 401 for guests. */
export function unfavoriteProperty(slug: string): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/properties/${encodeURIComponent(slug)}/unfavorite`, { method: 'DELETE' });
}
