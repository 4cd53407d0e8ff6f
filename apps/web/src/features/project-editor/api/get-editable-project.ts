import { useQuery } from '@tanstack/react-query';
import type { ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { apiFetch } from '@/lib/api-client';
import { projectEditorKeys } from './project-editor-keys';

/** GET /projects/{id}: a manager reads the project in any state, with its unit types and photos. */
function getEditableProject(id: string, signal?: AbortSignal): Promise<ProjectResponse> {
  return apiFetch<ProjectResponse>(`/projects/${encodeURIComponent(id)}`, { signal });
}

/** The project being edited; never refetched behind the editor's back. */
export function useEditableProject(id: string) {
  return useQuery({
    queryKey: projectEditorKeys.project(id),
    queryFn: ({ signal }) => getEditableProject(id, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
