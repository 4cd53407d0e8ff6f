import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyDeletedResponse } from '@inmuebles/shared/properties/management-schema';
import { apiFetch } from '@/lib/api-client';
import { invalidateAfterPropertyChange } from './invalidate-after-property-change';

/** DELETE /properties/{slug}: removes the property with its details, listings, favourites and files. */
function deleteProperty(slug: string): Promise<PropertyDeletedResponse> {
  return apiFetch<PropertyDeletedResponse>(`/properties/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

/** Deletes a property; the dashboard lists and counters reload before the mutation settles. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
    onError: (error, slug) => console.error(`No se pudo eliminar la propiedad ${slug}`, error),
  });
}
