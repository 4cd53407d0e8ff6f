import type { UseQueryResult } from '@tanstack/react-query';
import type { ProjectListResponse } from '@inmuebles/shared/projects/project-schema';
import { Pagination } from '@/components/pagination';
import { ProjectCard } from './project-card';
import { SearchEmpty, SearchError } from '@/components/ui/search-states';
import { ProjectsLoading } from './projects-loading';

export interface ProjectResultsProps {
  query: UseQueryResult<ProjectListResponse>;
  currentPage: number;
  onShowAll: () => void;
  onPageChange: (page: number) => void;
  /** Beside the map the list has half the width: two columns at most. */
  isBesideMap?: boolean;
}

/** The cards of a page, or the loading, failure or empty state, and the page numbers. */
export function ProjectResults({
  query,
  currentPage,
  onShowAll,
  onPageChange,
  isBesideMap = false,
}: ProjectResultsProps) {
  if (query.isPending) return <ProjectsLoading />;
  if (query.isError)
    return (
      <SearchError
        title="Error al cargar los proyectos"
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  const { projects, pagination } = query.data;
  if (projects.length === 0)
    return (
      <SearchEmpty
        title="No se encontraron proyectos"
        hint="Prueba con otra zona o quita algunos filtros."
        showAllLabel="Ver todos los proyectos"
        onShowAll={onShowAll}
      />
    );
  return (
    <>
      <ul
        aria-label="Proyectos"
        aria-busy={query.isPlaceholderData}
        className={`grid gap-5 sm:grid-cols-2 ${isBesideMap ? '' : 'lg:grid-cols-3'} ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {projects.map((project, index) => (
          <li key={project.id} className="flex">
            <ProjectCard project={project} priority={index < 2} />
          </li>
        ))}
      </ul>
      {pagination.total_pages > 1 && (
        <Pagination
          className="mt-8"
          currentPage={currentPage}
          totalPages={pagination.total_pages}
          onPageChange={onPageChange}
        />
      )}
    </>
  );
}
