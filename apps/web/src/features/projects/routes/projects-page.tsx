import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { projectsPageTitle } from '@inmuebles/shared/format/page-title';
import { DropdownGroup } from '@/components/dropdown-group';
import { RateNote } from '@/components/rate-note';
import { Link } from '@/lib/router';
// Route modules compose features (docs/architecture.md, Web conventions): the location cascade of the
// locations feature and the listing's price range, the same controls the property search shows.
import { LocationFilters } from '@/features/locations/components/location-filters';
import { PriceRangeFilter } from '@/features/properties/components/price-range-filter';
import { ViewSwitch } from '@/features/properties/components/view-switch';
import { useProjects } from '../api/get-projects';
import { ProjectActiveFilters } from '../components/project-active-filters';
import { ProjectFiltersPanel } from '../components/project-filters';
import { useProjectSearchParams } from '../hooks/use-project-search-params';
import {
  countProjectFilters,
  hasProjectFilters,
  projectFilterChips,
  toProjectApiQuery,
} from '../utils/project-search-params';
import { ProjectResults } from '../components/project-results';
import { projectAlertsPath } from '../utils/project-alerts-link';

// The map and Leaflet load only when the map is opened, as on the property listing.
const SearchMap = lazy(async () => ({
  default: (await import('@/features/maps/components/search-map')).SearchMap,
}));

/** Peru keeps UTC-5 all year: its calendar year, for the delivery choices. */
const peruYear = () => new Date(Date.now() - 5 * 3_600_000).getUTCFullYear();

/** The project cards do not mark their marker (the property listing's do): nothing to follow. */
const noHighlight = () => {};

/** `/proyectos`: the project search (docs/product/projects.md §2.1), its state kept in the address. */
export function ProjectsPage() {
  const { params, change, changeView, goToPage, clear, resetPage } = useProjectSearchParams();
  const apiQuery = useMemo(() => toProjectApiQuery(params), [params]);
  const isMap = params.view === 'map';
  // The map's filters: the list's, without paging (the map sends its own area and zoom).
  const mapFilters = useMemo(() => {
    const { page: _page, per_page: _perPage, ...filters } = apiQuery;
    return filters;
  }, [apiQuery]);
  const query = useProjects(apiQuery);
  const resultsRef = useRef<HTMLElement>(null);
  const pagination = query.isPlaceholderData ? undefined : query.data?.pagination;

  // A page beyond the results (an old or edited link) is ignored: back to the first page.
  useEffect(() => {
    if (pagination && pagination.total_pages > 0 && params.page > pagination.total_pages) resetPage();
  }, [pagination, params.page, resetPage]);

  const onPageChange = (page: number) => {
    if (!query.data) return;
    goToPage(page, query.data.pagination.total_pages);
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // absent in jsdom
  };

  const results = (
    <ProjectResults
      query={query}
      currentPage={params.page}
      onShowAll={clear}
      onPageChange={onPageChange}
      isBesideMap={isMap}
    />
  );

  return (
    <DropdownGroup>
      <title>{projectsPageTitle}</title>
      <section className="bg-gradient-to-br from-blue-700 via-blue-600 to-indigo-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6 sm:py-8 lg:px-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Proyectos inmobiliarios</h1>
          <p className="mt-1 max-w-2xl text-sm text-blue-50 sm:text-base">
            Departamentos en planos, en construcción y de entrega inmediata, directo de la constructora.
          </p>
        </div>
      </section>

      <ProjectFiltersPanel
        value={params}
        onChange={change}
        currentYear={peruYear()}
        activeCount={countProjectFilters(params)}
        canClear={hasProjectFilters(params)}
        onClear={clear}
        locationFilters={
          <LocationFilters
            value={{ region: params.region, province: params.province, district: params.district }}
            onChange={({ region, province, district }) => change({ region, province, district })}
          />
        }
        priceFilter={
          <PriceRangeFilter
            value={{ min: params.min_price, max: params.max_price, currency: params.currency ?? 'PEN' }}
            onChange={(next) =>
              'currency' in next
                ? change({ currency: next.currency })
                : change({ min_price: next.min, max_price: next.max })
            }
          />
        }
      />

      <section
        ref={resultsRef}
        aria-label="Resultados"
        className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 pt-4 pb-16 sm:px-6 sm:pt-8 lg:px-8"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p role="status" className="min-h-5 text-sm text-slate-600">
            {pagination && query.data ? (
              <>
                Mostrando <span className="font-semibold text-slate-900">{query.data.projects.length}</span>{' '}
                de <span className="font-semibold text-slate-900">{pagination.total_count}</span>{' '}
                {pagination.total_count === 1 ? 'proyecto' : 'proyectos'}
              </>
            ) : null}
          </p>
          <ViewSwitch value={params.view} onChange={changeView} />
        </div>
        <ProjectActiveFilters chips={projectFilterChips(params)} onRemove={change} />
        <p className="mt-3 text-sm text-slate-600">
          <Link
            to={projectAlertsPath(params)}
            className="font-semibold text-blue-700 underline-offset-2 hover:underline"
          >
            Recibir alertas de proyectos nuevos
          </Link>
          : esta búsqueda en Comprar con «Solo proyectos», donde puedes guardarla.
        </p>
        {isMap ? (
          <div className="mt-4 sm:mt-6 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
            <div className="max-lg:hidden">{results}</div>
            <Suspense fallback={null}>
              <SearchMap
                subject="projects"
                filters={mapFilters}
                highlightedId={null}
                onHighlight={noHighlight}
                onShowList={() => changeView(undefined)}
              />
            </Suspense>
          </div>
        ) : (
          <div className="mt-4 sm:mt-6">{results}</div>
        )}
        <RateNote className="mt-6 text-center" />
      </section>
    </DropdownGroup>
  );
}
