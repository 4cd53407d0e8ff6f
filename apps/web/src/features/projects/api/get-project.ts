import { useQuery } from '@tanstack/react-query';
import type { Project, ProjectResponse } from '@inmuebles/shared/projects/project-schema';
import { apiFetch } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { projectKeys } from './project-keys';

/** GET /projects/{slug}: the project with its unit types, photos and builder; 404 when missing or unpublished. */
async function getProject(slug: string, signal?: AbortSignal): Promise<Project> {
  const answer = await apiFetch<ProjectResponse>(`/projects/${encodeURIComponent(slug)}`, { signal });
  return answer.project;
}

/** The project shown on `/proyecto/{slug}`. */
export function useProject(slug: string) {
  return useQuery({
    queryKey: projectKeys.detail(slug),
    queryFn: ({ signal }) => getProject(slug, signal),
    // The page the server sent may carry this answer already (lib/first-view.ts).
    initialData: () => takeFirstView('project', { slug })?.project,
  });
}
