import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useEffect, useMemo, useRef } from 'react';
import { Link } from '@/lib/router';
import { formatCount } from '@inmuebles/shared/properties/format';
import { Pagination } from '@/components/pagination';
import { buttonStyles } from '@/components/ui/button-styles';
import { useCurrentUser } from '@/lib/session';
import { useMyProperties } from '../api/get-my-properties';
import { ScreenNoticeBox } from '@/components/ui/notice';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { DeleteRowDialog, type DeletionTexts } from '@/components/delete-row-dialog';
import { PlusIcon } from '@/components/icons/action-icons';
import { ManagementEmpty, ManagementError, ManagementSkeleton } from '../components/management-states';
import { ManagementToolbar } from '../components/management-toolbar';
import { PropertyResults } from '../components/property-results';
import { useManagementParams } from '../hooks/use-management-params';
import { useRouterNotices } from '@/hooks/use-router-notices';
import { usePropertyActions } from '../hooks/use-property-actions';
import { useViewMode } from '../hooks/use-view-mode';
import { hasManagementFilters, toMyPropertiesQuery } from '../utils/management-params';
import { useLogError } from '@/hooks/use-log-error';
// Route modules compose features: the team feature picks the agent in charge of each property.
import { ListAgentPicker } from '@/features/team/components/list-agent-picker';

const propertyDeletion: DeletionTexts<PropertySummary> = {
  title: '¿Estás seguro de que quieres eliminar esta propiedad?',
  name: (row) => row.title,
  losses: 'fotos, ofertas y favoritos',
};

/** `/dashboard/properties`: the company's properties to filter, publish, archive, edit and delete (docs/product/signed-in-area.md §2.2). */
export function MyPropertiesPage() {
  const user = useCurrentUser();
  const companyId = user?.company_id ?? null;
  const { params, change, goToPage, clear, replacePage } = useManagementParams();
  const [viewMode, setViewMode] = useViewMode();
  const query = useMyProperties(useMemo(() => toMyPropertiesQuery(params, companyId), [params, companyId]));
  const actions = usePropertyActions();
  const routerNotices = useRouterNotices(); // e.g. the editor's save result
  const pagination = query.isPlaceholderData ? undefined : query.data?.pagination;
  const stats = query.data?.stats;
  const topRef = useRef<HTMLDivElement>(null);

  // A page that no longer exists (the last one emptied by a delete, an old link): show the last page.
  useEffect(() => {
    if (pagination && pagination.total_pages > 0 && params.page > pagination.total_pages)
      replacePage(pagination.total_pages);
  }, [pagination, params.page, replacePage]);

  useLogError(query.error, 'No se pudo cargar la lista de propiedades.');

  return (
    <div
      ref={topRef}
      className="mx-auto w-full max-w-7xl scroll-mt-28 space-y-5 px-4 py-6 sm:px-6 lg:scroll-mt-16 lg:px-8 lg:py-8"
    >
      <title>{pageTitle('Mis Propiedades')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Mis Propiedades</h1>
          <p className="mt-1 text-sm text-slate-600">
            {stats
              ? `${formatCount(stats.total_properties)} en total · ${formatCount(stats.published_count)} publicadas · ${formatCount(stats.draft_count)} borradores · ${formatCount(stats.archived_count)} archivadas`
              : 'Administra, publica y archiva las propiedades de tu empresa.'}
          </p>
        </div>
        <Link to="/dashboard/properties/new" className={buttonStyles('primary', 'md')}>
          <PlusIcon className="size-4 shrink-0" />
          Nueva Propiedad
        </Link>
      </header>

      <ManagementToolbar
        params={params}
        onChange={change}
        viewMode={viewMode}
        onViewModeChange={setViewMode}
      />

      {routerNotices.notices.map((notice) => (
        <ScreenNoticeBox key={notice.text} notice={notice} onDismiss={routerNotices.dismiss} />
      ))}
      {actions.notice && <ScreenNoticeBox notice={actions.notice} onDismiss={actions.dismissNotice} />}

      {query.isPending ? (
        <ManagementSkeleton viewMode={viewMode} />
      ) : query.isError ? (
        <ManagementError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data.properties.length === 0 ? (
        <ManagementEmpty hasFilters={hasManagementFilters(params)} onClearFilters={clear} />
      ) : (
        <>
          <p role="status" className="text-sm text-slate-500">
            Mostrando {formatCount(query.data.properties.length)} de{' '}
            {formatCount(query.data.pagination.total_count)}{' '}
            {query.data.pagination.total_count === 1 ? 'propiedad' : 'propiedades'}
          </p>
          <PropertyResults
            properties={query.data.properties}
            viewMode={viewMode}
            isUpdating={query.isPlaceholderData}
            onDelete={actions.requestDelete}
            onChangeStatus={actions.changeStatus}
            busySlug={actions.busySlug}
            renderExtra={
              user
                ? (property) => (
                    <ListAgentPicker
                      companyId={property.company.id}
                      propertyId={property.id}
                      currentUserId={user.id}
                    />
                  )
                : undefined
            }
          />
          <Pagination
            currentPage={params.page}
            totalPages={query.data.pagination.total_pages}
            onPageChange={(page) => {
              goToPage(page, query.data.pagination.total_pages);
              topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // absent in jsdom
            }}
            className="pt-2"
          />
        </>
      )}

      <DeleteRowDialog actions={actions} texts={propertyDeletion} />
    </div>
  );
}
