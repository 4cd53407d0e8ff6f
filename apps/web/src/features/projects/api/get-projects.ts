import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListQueryInput } from '@inmuebles/shared/projects/project-query';
import type { ProjectListResponse } from '@inmuebles/shared/projects/project-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { takeFirstView } from '@/lib/first-view';
import { projectKeys } from './project-keys';

/** GET /projects: one page of the published projects matching the search, with its pagination. */
function getProjects(query: ProjectListQueryInput, signal?: AbortSignal): Promise<ProjectListResponse> {
  return apiFetch<ProjectListResponse>('/projects', { query: query as QueryParams, signal });
}

/** A page of the project search; the current cards stay (dimmed) while the next filter or page loads. */
export function useProjects(query: ProjectListQueryInput) {
  return useQuery(
    queryOptions({
      queryKey: projectKeys.list(query),
      queryFn: ({ signal }) => getProjects(query, signal),
      // The page the server sent may carry this answer already (lib/first-view.ts).
      initialData: () => takeFirstView('projects', query),
      placeholderData: keepPreviousData,
    }),
  );
}
