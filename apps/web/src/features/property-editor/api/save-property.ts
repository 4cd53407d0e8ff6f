import type { PropertyWriteResponse } from '@inmuebles/shared/properties/property-write-schema';
import { apiFetch } from '@/lib/api-client';
import type { EditorWriteBody } from '../model/write-body';

/** POST /properties: creates the property for the user's company; answers it as GET /properties/{id} does. */
export function createProperty(body: EditorWriteBody): Promise<PropertyWriteResponse> {
  return apiFetch<PropertyWriteResponse>('/properties', { method: 'POST', body });
}

/** PATCH /properties/{id}: saves every field of the editor. */
export function updateProperty(id: number, body: EditorWriteBody): Promise<PropertyWriteResponse> {
  return apiFetch<PropertyWriteResponse>(`/properties/${id}`, { method: 'PATCH', body });
}
