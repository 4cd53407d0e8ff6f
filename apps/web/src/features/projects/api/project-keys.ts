import type { ProjectListQueryInput } from '@inmuebles/shared/projects/project-query';

/** Query keys of the public project screens (the search and a project's page). */
export const projectKeys = {
  all: ['projects'] as const,
  list: (query: ProjectListQueryInput) => [...projectKeys.all, 'list', query] as const,
  detail: (slug: string) => [...projectKeys.all, 'detail', slug] as const,
};
