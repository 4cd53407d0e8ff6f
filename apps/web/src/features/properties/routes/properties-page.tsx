import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { homePageTitle, listingTitleFor } from '@inmuebles/shared/format/page-title';
import { DropdownGroup } from '@/components/dropdown-group';
import { useLocation } from '@/lib/router';
import { RateNote } from '@/components/rate-note';
// Route modules compose features (docs/architecture.md, Web conventions); the listing uses the locations
// feature here (the place names of the landing-page link), in the search box's places (place-suggestions.tsx)
// and in its filters (listing-filters.tsx). The lint rule against cross-feature imports also covers routes/.
import { usePlaceNames } from '@/features/locations/api/use-place-names';
import type { ListingProjectItem } from '@inmuebles/shared/properties/public-listing-schema';
import { useProperties } from '../api/get-properties';
import { ActiveFilters } from '../components/active-filters';
import { lazyOnUse } from '@/components/lazy-on-use';
import { lazyUntil } from '@/components/lazy-until';
import { FilterBar, whenFiltersShow } from '../components/filter-bar';
import { OperationSwitch } from '../components/operation-switch';
import { ListingHero } from '../components/listing-hero';
import { LandingPageLink } from '../components/landing-page-link';
import type { ListingAnswer } from '../components/listing-results';
import { PropertyCardSkeleton } from '../components/property-card-skeleton';
import { holdsNoun, listingHolds, ResultsHeader } from '../components/results-header';
import { SearchBar } from '../components/search-bar';
import type { FoundPlaces } from './place-suggestions';
import { ViewSwitch } from '../components/view-switch';
import { useIsWide } from '../hooks/use-is-wide';
import { useListingParams } from '../hooks/use-listing-params';
import { usePendingFilters } from '../hooks/use-pending-filters';
import { activeFilterChips } from '../utils/active-filter-chips';
import { landingLink } from '../utils/landing-link';
import { countActiveFilters, countMoreFilters, hasActiveFilters, toApiQuery } from '../utils/listing-params';

// The results (the cards, their grid and pagination): drawn by the server, their code loads when first pointed
// at, touched or focused, or when new results come (lazy-on-use.tsx). Until then a card's links are links, and
// its buttons are pressed again once hydrated. Every prop keeps its identity between renders: new props load it.
const ListingResults = lazyOnUse(async () => (await import('../components/listing-results')).ListingResults);

// The map screen and Leaflet load only when the map is opened: the list's first download stays as it was.
const SearchMap = lazy(async () => ({
  default: (await import('@/features/maps/components/search-map')).SearchMap,
}));

// The filters' controls: hidden behind 'Filtros' on a phone, where their code loads when the panel is
// wanted; the server's HTML stays meanwhile (lazy-until.tsx). A wider screen shows them and loads them at once.
const ListingFilters = lazyUntil(
  async () => (await import('./listing-filters')).ListingFilters,
  whenFiltersShow,
);

// 'Guardar búsqueda' and the sort menu, drawn by the server, load their code when first pointed at, touched or
// focused (lazy-on-use.tsx): the first screen needs their look, not their code.
const SaveSearchButton = lazyOnUse(
  async () => (await import('../components/save-search-button')).SaveSearchButton,
);
const SortSelect = lazyOnUse(async () => (await import('../components/sort-select')).SortSelect);

// The search box's place suggestions load with the first keystroke: the box keeps what is typed meanwhile
// and lists its places once they have come.
const PlaceSuggestions = lazy(async () => ({
  default: (await import('./place-suggestions')).PlaceSuggestions,
}));
const noPlaces: FoundPlaces = { places: [], options: [] };

// Projects show only among the homes for sale ('Comprar'): the other listings never download their card. The
// server waits for it, and hydration keeps the card's server HTML until its code has come.
const ProjectCard = lazy(async () => ({
  default: (await import('@/features/projects/components/project-card')).ProjectCard,
}));

/**
 * A project among the homes for sale: its card, priced from the cheapest unit type that matches the search
 * (in soles) when that is not its cheapest overall, so "2 dormitorios" does not read a 1-bedroom price.
 */
function renderProject({ project }: ListingProjectItem, priority: boolean) {
  const matching = project.matching_price_from_pen;
  const priced =
    matching && matching !== project.price_from_pen
      ? { ...project, price_from: matching, currency: 'PEN' as const, price_from_pen: matching }
      : project;
  return (
    <Suspense fallback={<PropertyCardSkeleton />}>
      <ProjectCard project={priced} priority={priority} markAsProject />
    </Suspense>
  );
}

/** Brings the top of the results into view (after a page change, or a filter change far down the grid). */
function showTop(results: HTMLElement | null, onlyWhenAbove: boolean) {
  if (results && (!onlyWhenAbove || results.getBoundingClientRect().top < 0))
    results.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // absent in jsdom
}

/** `/` and `/propiedades`: the public listing (docs/product/public-and-auth.md §2.2), its state kept in the address. */
export function PropertiesPage() {
  const { params, change, changeArea, changeView, goToPage, clear, resetPage } = useListingParams();
  const apiQuery = useMemo(() => toApiQuery(params), [params]);
  const isMap = params.view === 'map';
  const holds = listingHolds(params);
  const isWide = useIsWide();
  // `/` is this listing under the site's own title, as the server's head names it.
  const { pathname } = useLocation();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  // The map's filters: the list's, without paging, order, area and zone (the map passes its own).
  const mapFilters = useMemo(() => {
    const {
      page: _page,
      per_page: _perPage,
      sort: _sort,
      bbox: _bbox,
      within: _within,
      ...filters
    } = apiQuery;
    return filters;
  }, [apiQuery]);
  const onSearchArea = useCallback(
    (bbox: string, options: { replace: boolean }) => changeArea({ bbox }, options),
    [changeArea],
  );
  // A drawn zone replaces the searched area: it is the area now.
  const onZoneChange = useCallback(
    (within: string | undefined) => changeArea({ within, bbox: within ? undefined : params.bbox }),
    [changeArea, params.bbox],
  );
  const query = useProperties(apiQuery);
  const resultsRef = useRef<HTMLElement>(null);
  const pagination = query.isPlaceholderData ? undefined : query.data?.pagination;
  const placeNames = usePlaceNames(params.region, params.province, params.district);
  const [typed, setTyped] = useState(params.search ?? '');
  const [firstTyped] = useState(typed);
  const [placesWanted, setPlacesWanted] = useState(false);
  if (!placesWanted && typed !== firstTyped) setPlacesWanted(true);
  const [found, setFound] = useState(noPlaces);
  const { places } = found;

  // A page beyond the results (an old or edited link) is ignored: back to the first page.
  useEffect(() => {
    if (pagination && pagination.total_pages > 0 && params.page > pagination.total_pages) resetPage();
  }, [pagination, params.page, resetPage]);

  const showResultsTop = (onlyWhenAbove: boolean) => showTop(resultsRef.current, onlyWhenAbove);

  const totalPages = query.data?.pagination.total_pages;
  const onPageChange = useCallback(
    (page: number) => {
      if (totalPages === undefined) return;
      goToPage(page, totalPages);
      showTop(resultsRef.current, false);
    },
    [goToPage, totalPages],
  );
  const { data, isError, isPlaceholderData, refetch } = query;
  const isRetrying = isError && query.isFetching;
  const answer = useMemo<ListingAnswer>(
    () => ({ data, isError, isRetrying, isPlaceholderData, retry: () => void refetch() }),
    [data, isError, isRetrying, isPlaceholderData, refetch],
  );

  const onChange: typeof change = (next) => {
    change(next);
    showResultsTop(true);
  };
  const pending = usePendingFilters(params, onChange, clear);
  const { filters } = pending;
  // One 'Guardar búsqueda' at a time: in the map's bar when the map covers a phone's screen.
  const isMapFullScreen = isMap && !isWide;
  const saveSearch = <SaveSearchButton query={apiQuery} />;

  const results = (
    <>
      <ListingResults
        query={answer}
        currentPage={params.page}
        operation={params.operation}
        onShowAll={clear}
        onPageChange={onPageChange}
        isBesideMap={isMap}
        highlightedId={isMap ? highlightedId : null}
        onHighlight={isMap ? setHighlightedId : undefined}
        renderProject={renderProject}
      />
      {/* Below the results: appearing once the rate arrives, it moves nothing on screen. */}
      <RateNote className="mt-6 text-center" />
    </>
  );

  return (
    <DropdownGroup>
      <title>{pathname === '/' ? homePageTitle : listingTitleFor(params.operation)}</title>
      <ListingHero>
        <div className="mb-3 flex justify-center sm:mb-5">
          <OperationSwitch value={params.operation} onChange={(operation) => onChange({ operation })} />
        </div>
        <SearchBar
          value={params.search ?? ''}
          onSearch={(search) => onChange({ search: search || undefined })}
          suggestions={found.options}
          onDraftChange={setTyped}
          onSuggestion={(index) => {
            const place = places[index];
            if (place)
              onChange({
                search: undefined,
                region: place.region,
                province: place.province,
                district: place.district,
              });
          }}
        />
        {placesWanted && (
          <Suspense fallback={null}>
            <PlaceSuggestions text={typed} onFound={setFound} />
          </Suspense>
        )}
      </ListingHero>

      <FilterBar pending={pending} activeCount={countActiveFilters(params)} onWanted={ListingFilters.load}>
        <ListingFilters
          pending={pending}
          canClear={hasActiveFilters(filters)}
          moreCount={countMoreFilters(params)}
        />
      </FilterBar>

      <section
        ref={resultsRef}
        aria-label="Resultados"
        className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 pt-4 pb-16 sm:pt-8 sm:px-6 lg:px-8"
      >
        <ResultsHeader
          shownCount={query.data?.properties.length}
          pagination={query.data?.pagination}
          holds={holds}
          sort={
            <div className="flex flex-wrap items-start gap-3">
              <ViewSwitch
                value={params.view}
                onChange={(view) => {
                  changeView(view);
                  // The map opens in the results' place: bring it into view.
                  showResultsTop(view === undefined);
                }}
              />
              {!isMapFullScreen && saveSearch}
              <SortSelect value={params.sort} onChange={(sort) => onChange({ sort })} />
            </div>
          }
        />
        <ActiveFilters chips={activeFilterChips(params)} onRemove={onChange} />
        <LandingPageLink link={landingLink(params, placeNames)} />
        {isMap ? (
          <div className="mt-4 sm:mt-6 lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
            <div className="max-lg:hidden">{results}</div>
            <Suspense fallback={null}>
              <SearchMap
                filters={mapFilters}
                bbox={params.bbox}
                within={params.within}
                highlightedId={highlightedId}
                onHighlight={setHighlightedId}
                onSearchArea={onSearchArea}
                onZoneChange={onZoneChange}
                onShowList={() => changeView(undefined)}
                actions={isMapFullScreen ? saveSearch : undefined}
                countNoun={holdsNoun[holds]}
              />
            </Suspense>
          </div>
        ) : (
          <div className="mt-4 sm:mt-6">{results}</div>
        )}
      </section>
    </DropdownGroup>
  );
}
