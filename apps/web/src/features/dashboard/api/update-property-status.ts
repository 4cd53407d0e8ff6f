import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import type {
  PropertyUpdateBody,
  PropertyUpdateResponse,
} from '@inmuebles/shared/properties/management-schema';
import { apiFetch } from '@/lib/api-client';
import { invalidateAfterPropertyChange } from './invalidate-after-property-change';

export interface UpdatePropertyStatusInput {
  slug: string;
  status: PropertyStatus;
}

/** PATCH /properties/{slug} with only the new status (publish, archive, back to draft). */
function updatePropertyStatus({ slug, status }: UpdatePropertyStatusInput): Promise<PropertyUpdateResponse> {
  const body: PropertyUpdateBody = { property: { status } };
  return apiFetch<PropertyUpdateResponse>(`/properties/${encodeURIComponent(slug)}`, {
    method: 'PATCH',
    body,
  });
}

/** Publishes or archives a property; the dashboard lists and counters reload before the mutation settles. */
export function useUpdatePropertyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePropertyStatus,
    onSuccess: () => invalidateAfterPropertyChange(queryClient),
    onError: (error, { slug, status }) =>
      console.error(`No se pudo cambiar el estado de la propiedad ${slug} a ${status}`, error),
  });
}
