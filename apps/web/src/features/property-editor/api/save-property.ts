import type { PropertyWriteResponse } from '@inmuebles/shared/properties/property-write-schema';
import { apiFetch } from '@/lib/api-client';
import type { EditorWriteBody } from '../model/write-body';

/** POST /properties: creates the property for the user's company; answers it as GET /properties/{id} does. */
export function createProperty(body: EditorWriteBody): Promise<PropertyWriteResponse> {
  return apiFetch<PropertyWriteResponse>('/properties', { method: 'POST', body });
}

/**
 * POST /owner/properties, "Publicar mi inmueble" (docs/product/owners.md): the same body for a searcher's own
 * home; a third active listing answers 409 naming the limit.
 */
export function createOwnerProperty(body: EditorWriteBody): Promise<PropertyWriteResponse> {
  return apiFetch<PropertyWriteResponse>('/owner/properties', { method: 'POST', body });
}

/** PATCH /properties/{id}: saves every field of the editor. */
export function updateProperty(id: number, body: EditorWriteBody): Promise<PropertyWriteResponse> {
  return apiFetch<PropertyWriteResponse>(`/properties/${id}`, { method: 'PATCH', body });
}
