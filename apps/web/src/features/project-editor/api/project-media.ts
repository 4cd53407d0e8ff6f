import type { ProjectPhotosResponse } from '@inmuebles/shared/projects/project-media-schema';
import type { ProjectPhoto, ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { apiFetch } from '@/lib/api-client';

/** POST /projects/{id}/photos (multipart): one photo at the end of the gallery. */
export async function uploadProjectPhoto(projectId: number, file: File, alt: string): Promise<ProjectPhoto> {
  const form = new FormData();
  form.append('metadata', JSON.stringify({ alt }));
  form.append('file', file, file.name);
  const answer = await apiFetch<{ photo: ProjectPhoto }>(`/projects/${projectId}/photos`, {
    method: 'POST',
    body: form,
  });
  return answer.photo;
}

/** PUT /projects/{id}/photos/order: every photo once, the main one first. */
export function orderProjectPhotos(projectId: number, photoIds: number[]): Promise<ProjectPhotosResponse> {
  return apiFetch<ProjectPhotosResponse>(`/projects/${projectId}/photos/order`, {
    method: 'PUT',
    body: { photo_ids: photoIds },
  });
}

/** DELETE /projects/{id}/photos/{photoId}. */
export function deleteProjectPhoto(projectId: number, photoId: number): Promise<ProjectPhotosResponse> {
  return apiFetch<ProjectPhotosResponse>(`/projects/${projectId}/photos/${photoId}`, { method: 'DELETE' });
}

/** PUT /projects/{id}/unit_types/{unitTypeId}/floor_plan (multipart): sets or replaces the plan. */
export function uploadFloorPlan(projectId: number, unitTypeId: number, file: File): Promise<ProjectResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<ProjectResponse>(`/projects/${projectId}/unit_types/${unitTypeId}/floor_plan`, {
    method: 'PUT',
    body: form,
  });
}

/** DELETE .../floor_plan. */
export function deleteFloorPlan(projectId: number, unitTypeId: number): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${projectId}/unit_types/${unitTypeId}/floor_plan`, {
    method: 'DELETE',
  });
}
