import { pageTitle } from '@inmuebles/shared/format/page-title';
import { projectStatuses, type ProjectStatus } from '@inmuebles/shared/projects/enums';
import { formatCount } from '@inmuebles/shared/properties/format';
import { Link, useSearchParams } from '@/lib/router';
import { Pagination } from '@/components/pagination';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ProjectCard } from '@inmuebles/shared/projects/project-schema';
import { DeleteRowDialog, type DeletionTexts } from '@/components/delete-row-dialog';
import { ScreenNoticeBox } from '@/components/ui/notice';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryButton } from '@/components/ui/retry-button';
import { SelectField } from '@/components/ui/text-fields';
import { PlusIcon } from '@/components/icons/action-icons';
import { useLogError } from '@/hooks/use-log-error';
import { useRouterNotices } from '@/hooks/use-router-notices';
import { useMyProjects } from '../api/get-my-projects';
import { ProjectListItem } from '../components/project-list-item';
import { projectStatusLabels } from '../components/project-status-badge';
import { useProjectActions } from '../hooks/use-project-actions';

const perPage = 20;
const statusOptions = projectStatuses.map((status) => ({
  value: status,
  label: `${projectStatusLabels[status]}s`,
}));

const projectDeletion: DeletionTexts<ProjectCard> = {
  title: '¿Eliminar este proyecto?',
  name: (row) => row.name,
  losses: 'tipologías, fotos y consultas recibidas',
};

/**
 * `/dashboard/projects`: the company's projects in every state (docs/product/projects.md §2.2), filtered
 * by state, to create, edit, publish, archive, move back to draft and delete.
 */
export function MyProjectsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rawStatus = searchParams.get('estado');
  const status = projectStatuses.find((candidate) => candidate === rawStatus);
  const page = Math.max(1, Number.parseInt(searchParams.get('pagina') ?? '1', 10) || 1);
  const query = useMyProjects({ page, per_page: perPage, status });
  const actions = useProjectActions();
  useLogError(query.error, 'No se pudo cargar la lista de proyectos.');

  const routerNotices = useRouterNotices(); // e.g. the editor's save result

  const setFilter = (next: ProjectStatus | undefined, nextPage = 1) => {
    const params = new URLSearchParams();
    if (next) params.set('estado', next);
    if (nextPage > 1) params.set('pagina', String(nextPage));
    setSearchParams(params);
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Mis proyectos')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mis proyectos</h1>
          <p className="mt-1 text-sm text-slate-600">
            Proyectos inmobiliarios de tu empresa con sus tipologías: en planos, en construcción o de entrega
            inmediata.
          </p>
        </div>
        <Link to="/dashboard/projects/new" className={buttonStyles('primary', 'md')}>
          <PlusIcon className="size-4 shrink-0" />
          Nuevo proyecto
        </Link>
      </header>

      <div className="max-w-xs">
        <SelectField
          label="Estado"
          value={status ?? ''}
          placeholder="Todos"
          options={statusOptions}
          onChange={(event) => setFilter((event.target.value || undefined) as ProjectStatus | undefined)}
        />
      </div>

      {routerNotices.notices.map((notice) => (
        <ScreenNoticeBox key={notice.text} notice={notice} onDismiss={routerNotices.dismiss} />
      ))}
      {actions.notice && <ScreenNoticeBox notice={actions.notice} onDismiss={actions.dismissNotice} />}

      {query.isPending ? (
        <PageSpinner label="Cargando proyectos..." />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-medium text-red-800">No se pudo cargar la lista de proyectos.</p>
          <div className="mt-3">
            <RetryButton query={query} />
          </div>
        </div>
      ) : query.data.projects.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-medium text-slate-900">
            {status ? 'No hay proyectos en este estado.' : 'Tu empresa aún no tiene proyectos.'}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Publica un edificio con sus tipologías en lugar de una propiedad por departamento.
          </p>
        </div>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-500">
            Mostrando {formatCount(query.data.projects.length)} de{' '}
            {formatCount(query.data.pagination.total_count)}{' '}
            {query.data.pagination.total_count === 1 ? 'proyecto' : 'proyectos'}
          </p>
          <ul
            className={`divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {query.data.projects.map((project) => (
              <li key={project.id}>
                <ProjectListItem
                  project={project}
                  onChangeStatus={actions.changeStatus}
                  onDelete={actions.requestDelete}
                  busyId={actions.busyId}
                />
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={page}
            totalPages={query.data.pagination.total_pages}
            onPageChange={(next) => setFilter(status, next)}
            className="pt-2"
          />
        </>
      )}

      <DeleteRowDialog actions={actions} texts={projectDeletion} />
    </div>
  );
}
