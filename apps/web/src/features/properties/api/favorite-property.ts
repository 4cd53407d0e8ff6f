import type { FavoriteState } from '@inmuebles/shared/properties/property-schema';
import { apiFetch } from '@/lib/api-client';

/**
 * POST /properties/{slug}/favorite (idempotent): the new state and the exact count. 401 for guests. By
 * slug: a favourite may be unlisted, and an unlisted property answers its id only to its own company.
 */
export function favoriteProperty(slug: string): Promise<FavoriteState> {
  return apiFetch<FavoriteState>(`/properties/${encodeURIComponent(slug)}/favorite`, { method: 'POST' });
}
