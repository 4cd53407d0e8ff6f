import { useEffect, useMemo, useRef } from 'react';
import { DropdownGroup } from '@/components/dropdown-group';
import { RateNote } from '@/components/rate-note';
// Route modules compose features (docs/architecture.md, Web conventions); this is the one place the listing
// uses the locations feature (its filters, and the place names of the landing-page link). The lint rule against
// cross-feature imports also covers routes/.
import { LocationFilters } from '@/features/locations/components/location-filters';
import { usePlaceNames } from '@/features/locations/api/use-place-names';
import { useProperties } from '../api/get-properties';
import { ActiveFilters } from '../components/active-filters';
import { FilterBar } from '../components/filter-bar';
import { OperationSwitch } from '../components/operation-switch';
import { ListingHero } from '../components/listing-hero';
import { LandingPageLink } from '../components/landing-page-link';
import { ListingResults } from '../components/listing-results';
import { ResultsHeader } from '../components/results-header';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchBar } from '../components/search-bar';
import { SortSelect } from '../components/sort-select';
import { useListingParams } from '../hooks/use-listing-params';
import { usePendingFilters } from '../hooks/use-pending-filters';
import { activeFilterChips } from '../utils/active-filter-chips';
import { landingLink } from '../utils/landing-link';
import { countActiveFilters, hasActiveFilters, toApiQuery } from '../utils/listing-params';

/** `/` and `/propiedades`: the public listing (docs/product/public-and-auth.md §2.2), its state kept in the address. */
export function PropertiesPage() {
  const { params, change, goToPage, clear, resetPage } = useListingParams();
  const apiQuery = useMemo(() => toApiQuery(params), [params]);
  const query = useProperties(apiQuery);
  const resultsRef = useRef<HTMLElement>(null);
  const pagination = query.isPlaceholderData ? undefined : query.data?.pagination;
  const placeNames = usePlaceNames(params.region, params.province, params.district);

  // A page beyond the results (an old or edited link) is ignored: back to the first page.
  useEffect(() => {
    if (pagination && pagination.total_pages > 0 && params.page > pagination.total_pages) resetPage();
  }, [pagination, params.page, resetPage]);

  /** Brings the top of the results into view (after a page change, or a filter change far down the grid). */
  const showResultsTop = (onlyWhenAbove: boolean) => {
    const results = resultsRef.current;
    if (results && (!onlyWhenAbove || results.getBoundingClientRect().top < 0))
      results.scrollIntoView?.({ behavior: 'smooth', block: 'start' }); // absent in jsdom
  };

  const onPageChange = (page: number) => {
    if (!query.data) return;
    goToPage(page, query.data.pagination.total_pages);
    showResultsTop(false);
  };

  const onChange: typeof change = (next) => {
    change(next);
    showResultsTop(true);
  };
  const pending = usePendingFilters(params, onChange, clear);
  const { filters } = pending;

  return (
    <DropdownGroup>
      <title>Propiedades en venta y alquiler en el Perú | InmoPerú</title>
      <ListingHero>
        <div className="mb-3 flex justify-center sm:mb-5">
          <OperationSwitch value={params.operation} onChange={(operation) => onChange({ operation })} />
        </div>
        <SearchBar
          value={params.search ?? ''}
          onSearch={(search) => onChange({ search: search || undefined })}
        />
      </ListingHero>

      <FilterBar
        pending={pending}
        locationFilters={
          <LocationFilters
            value={{ region: filters.region, province: filters.province, district: filters.district }}
            onChange={({ region, province, district }) => pending.change({ region, province, district })}
          />
        }
        canClear={hasActiveFilters(filters)}
        activeCount={countActiveFilters(params)}
      />

      <section
        ref={resultsRef}
        aria-label="Resultados"
        className="mx-auto w-full max-w-7xl scroll-mt-20 px-4 pt-4 pb-16 sm:pt-8 sm:px-6 lg:px-8"
      >
        <ResultsHeader
          shownCount={query.data?.properties.length}
          pagination={query.data?.pagination}
          sort={
            <div className="flex flex-wrap items-start gap-3">
              <SaveSearchButton query={apiQuery} />
              <SortSelect value={params.sort} onChange={(sort) => onChange({ sort })} />
            </div>
          }
        />
        <ActiveFilters chips={activeFilterChips(params)} onRemove={onChange} />
        <LandingPageLink link={landingLink(params, placeNames)} />
        <div className="mt-4 sm:mt-6">
          <ListingResults
            query={query}
            currentPage={params.page}
            operation={params.operation}
            onShowAll={clear}
            onPageChange={onPageChange}
          />
          {/* Below the results: appearing once the rate arrives, it moves nothing on screen. */}
          <RateNote className="mt-6 text-center" />
        </div>
      </section>
    </DropdownGroup>
  );
}
