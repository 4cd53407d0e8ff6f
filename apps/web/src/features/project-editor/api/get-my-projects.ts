import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectListResponse } from '@inmuebles/shared/projects/project-schema';
import { apiFetch, type QueryParams } from '@/lib/api-client';
import { projectEditorKeys, type MyProjectsListQuery } from './project-editor-keys';

/** GET /my_projects: a page of the company's projects in every state. */
function getMyProjects(query: MyProjectsListQuery, signal?: AbortSignal): Promise<ProjectListResponse> {
  return apiFetch<ProjectListResponse>('/my_projects', { query: { ...query } as QueryParams, signal });
}

/** The company's projects; a change of page or filter keeps the current rows until the answer arrives. */
export function useMyProjects(query: MyProjectsListQuery) {
  return useQuery({
    queryKey: projectEditorKeys.list(query),
    queryFn: ({ signal }) => getMyProjects(query, signal),
    placeholderData: keepPreviousData,
  });
}
