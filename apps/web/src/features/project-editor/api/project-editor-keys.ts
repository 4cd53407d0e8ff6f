import type { ProjectStatus } from '@inmuebles/shared/projects/enums';

/** Query keys of the builder's screens; everything starts with 'project-editor'. */
export const projectEditorKeys = {
  all: ['project-editor'] as const,
  lists: () => [...projectEditorKeys.all, 'my-projects'] as const,
  list: (query: MyProjectsListQuery) => [...projectEditorKeys.lists(), query] as const,
  project: (id: string) => [...projectEditorKeys.all, 'project', id] as const,
};

/** The list's page and state filter, as GET /my_projects reads them. */
export interface MyProjectsListQuery {
  page: number;
  per_page: number;
  status?: ProjectStatus;
}
