import type { ProjectStatus } from '@inmuebles/shared/projects/enums';
import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import type {
  ProjectCreateBody,
  ProjectUpdateBody,
  UnitTypeCreateBody,
  UnitTypeUpdateBody,
} from '@inmuebles/shared/projects/project-write-schema';
import { apiFetch } from '@/lib/api-client';

/** POST /projects: a new draft of the user's company. */
export function createProject(body: ProjectCreateBody): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>('/projects', { method: 'POST', body });
}

/** PATCH /projects/{id}: the editor's fields, or `{ status }` alone to publish, archive or draft. */
export function updateProject(id: number, body: ProjectUpdateBody): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${id}`, { method: 'PATCH', body });
}

/** Publishes, archives or moves back to draft. */
export function setProjectStatus(id: number, status: ProjectStatus): Promise<ProjectResponse> {
  return updateProject(id, { project: { status } });
}

/** DELETE /projects/{id}: the project with its unit types and photos. */
export function deleteProject(id: number): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/projects/${id}`, { method: 'DELETE' });
}

/** POST /projects/{id}/unit_types: answers the whole project, the new unit type last. */
export function createUnitType(projectId: number, body: UnitTypeCreateBody): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${projectId}/unit_types`, { method: 'POST', body });
}

/** PATCH /projects/{id}/unit_types/{unitTypeId}. */
export function updateUnitType(
  projectId: number,
  unitTypeId: number,
  body: UnitTypeUpdateBody,
): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${projectId}/unit_types/${unitTypeId}`, {
    method: 'PATCH',
    body,
  });
}

/** DELETE /projects/{id}/unit_types/{unitTypeId}: leads keep the unit type's name. */
export function deleteUnitType(projectId: number, unitTypeId: number): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${projectId}/unit_types/${unitTypeId}`, {
    method: 'DELETE',
  });
}
