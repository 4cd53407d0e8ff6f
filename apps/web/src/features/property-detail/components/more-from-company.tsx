import { useRef, useState } from 'react';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import type { PropertyCompanySummary } from '@inmuebles/shared/properties/property-schema';
import { PropertyGrid } from '@/components/property-grid/property-grid';
import { PropertyGridSkeleton } from '@/components/property-grid/property-grid-skeleton';
import { isApiError } from '@/lib/api-error';
import { useOtherCompanyProperties } from '../api/get-company-properties';

export interface MoreFromCompanyProps {
  company: PropertyCompanySummary;
  /** The property on screen: never one of the cards. */
  propertyId: number;
}

const headingId = 'mas-de-la-empresa-titulo';

const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * "Más propiedades de {empresa}": the publishing company's other public properties in the reusable grid,
 * six per page. Absent when the company has nothing else (an "adjust your filters" message would make no
 * sense here, the visitor filtered nothing) or no longer exists; a failure leaves a retry line, never
 * sample content.
 */
export function MoreFromCompany({ company, propertyId }: MoreFromCompanyProps) {
  const [page, setPage] = useState(1);
  const sectionRef = useRef<HTMLElement>(null);
  const { data, error, isError, isFetching, isPlaceholderData, refetch } = useOtherCompanyProperties(
    company.slug,
    propertyId,
    page,
  );
  const totalPages = data?.pagination.total_pages ?? 0;

  // Fewer pages than the one shown (a property left meanwhile): the last page instead of an empty one.
  if (data && !isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);

  if (isError && isApiError(error) && error.status === 404) return null;
  if (data && !isPlaceholderData && data.pagination.total_count === 0) return null;

  const goToPage = (next: number) => {
    setPage(next);
    // The grid keeps its place while the page loads, so its top is where the reader goes back (the root's
    // scroll-padding keeps it clear of the sticky header).
    sectionRef.current?.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="mt-12 border-t border-slate-200 pt-10">
      <h2 id={headingId} className="mb-6 text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">
        Más propiedades de {company.name}
      </h2>
      {data ? (
        <PropertyGrid
          properties={data.properties}
          currentPage={page}
          totalPages={totalPages}
          onPageChange={goToPage}
          isUpdating={isPlaceholderData && isFetching}
          label={`Propiedades de ${company.name}`}
        />
      ) : isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          Error al cargar las propiedades
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className="rounded font-semibold text-blue-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-60"
          >
            Intentar de nuevo
          </button>
        </p>
      ) : (
        <PropertyGridSkeleton count={PageSizes.reusableGrid} />
      )}
    </section>
  );
}
