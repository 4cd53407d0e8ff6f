import { useEffect, useMemo, type ReactNode } from 'react';
import { countActiveCompanyFilters } from '@inmuebles/shared/companies/company-filter-count';
import { formatTotal } from '@inmuebles/shared/properties/format';
import { Pagination } from '@/components/pagination';
import { useCompanyProperties } from '../api/get-company-properties';
import { useCompanyPageParams } from '../hooks/use-company-page-params';
import { toPropertiesQuery } from '../utils/company-page-params';
import { propertiesSectionId, scrollToProperties } from '../utils/scroll';
import { FilterBar } from './filter-bar';
import { PropertyGrid } from '@/components/property-grid/property-grid';
import { CompanyGridEmpty, CompanyGridError, CompanyGridSkeleton, gridStyles } from './grid-states';
import { PropertyCard } from './property-card';
import type { Tone } from './tone';

/** The shared pagination, recoloured for each template (its current page takes the primary colour). */
const paginationStyles: Record<Tone, string> = {
  modern:
    '[&_[aria-current=page]]:bg-(--company-primary) [&_[aria-current=page]]:text-(--company-on-primary) [&_[aria-current=page]]:shadow-none',
  classic:
    '[&_button]:rounded-none [&_[aria-current=page]]:bg-(--company-primary) [&_[aria-current=page]]:text-(--company-on-primary) [&_[aria-current=page]]:shadow-none',
  luxury:
    '[&_button]:rounded-none [&_button]:border-(--lux-gold)/40 [&_button]:bg-transparent [&_button]:text-stone-300 [&_button]:shadow-none [&_button:hover]:bg-white/5 [&_li]:text-stone-500 [&_[aria-current=page]]:bg-(--lux-gold) [&_[aria-current=page]]:text-(--lux-ink)',
  minimal:
    '[&_button]:rounded-none [&_button]:shadow-none [&_button]:border-zinc-200 [&_[aria-current=page]]:bg-transparent [&_[aria-current=page]]:text-(--company-primary) [&_[aria-current=page]]:underline [&_[aria-current=page]]:underline-offset-8',
};

const countStyles: Record<Tone, string> = {
  modern: 'text-sm font-medium text-slate-600',
  classic: 'text-stone-600 italic',
  luxury: 'text-xs tracking-[0.25em] text-stone-400 uppercase',
  minimal: 'text-xs tracking-[0.16em] text-zinc-500 uppercase',
};

/** '1 propiedad', '24 propiedades', 'Más de 10,000 propiedades' (a lower bound: capped-total in the API). */
const countLabel = (count: number, isExact: boolean) =>
  count === 1 && isExact ? '1 propiedad' : `${formatTotal(count, isExact, true)} propiedades`;

export interface PropertiesSectionProps {
  slug: string;
  tone: Tone;
  /** The template's own heading of the section. */
  header: ReactNode;
  className?: string;
}

/**
 * The company's properties (docs/product/public-and-auth.md §2.4): the connected filter bar, 12 cards per page and the pagination,
 * which scrolls back to the top of this section (80 px below the window's top, clear of sticky bars).
 */
export function PropertiesSection({ slug, tone, header, className = '' }: PropertiesSectionProps) {
  const { params, change, setPage, clear, resetPage } = useCompanyPageParams();
  const query = useMemo(() => toPropertiesQuery(params), [params]);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useCompanyProperties(
    slug,
    query,
  );
  const activeCount = countActiveCompanyFilters(query);
  const totalPages = data?.pagination.total_pages ?? 0;

  // An old link to a page the results no longer have shows the first page instead of an empty grid.
  useEffect(() => {
    if (data && !isPlaceholderData && totalPages > 0 && params.page > totalPages) resetPage();
  }, [data, isPlaceholderData, totalPages, params.page, resetPage]);

  const goToPage = (page: number) => {
    setPage(page);
    scrollToProperties();
  };

  let results: ReactNode;
  if (isPending) results = <CompanyGridSkeleton tone={tone} />;
  else if (isError) results = <CompanyGridError tone={tone} onRetry={() => void refetch()} />;
  else
    results = (
      <PropertyGrid
        properties={data.properties}
        renderCard={(property) => <PropertyCard property={property} tone={tone} />}
        columns={gridStyles[tone].grid}
        isUpdating={isPlaceholderData && isFetching}
        empty={<CompanyGridEmpty tone={tone} hasFilters={activeCount > 0} onClear={clear} />}
      />
    );

  return (
    <section id={propertiesSectionId} aria-label="Propiedades" className={`scroll-mt-20 ${className}`}>
      {header}
      <FilterBar params={params} activeCount={activeCount} onChange={change} onClear={clear} tone={tone} />
      <p className={`mt-8 mb-5 ${countStyles[tone]}`} aria-live="polite">
        {data ? countLabel(data.pagination.total_count, data.pagination.total_is_exact !== false) : '\u00a0'}
      </p>
      {results}
      <Pagination
        currentPage={params.page}
        totalPages={totalPages}
        onPageChange={goToPage}
        className={`mt-12 ${paginationStyles[tone]}`}
      />
    </section>
  );
}
