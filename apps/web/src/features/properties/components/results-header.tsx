import type { ReactNode } from 'react';
import { formatTotal } from '@inmuebles/shared/properties/format';
import type { ListingPagination } from '@inmuebles/shared/properties/property-schema';
import type { ListingKind } from '@inmuebles/shared/filters/filter-registry';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';

/** What a listing's results can be: "Comprar" holds projects beside the homes for sale (docs/product/projects.md §2.6). */
export type ListingHolds = 'properties' | 'projects' | 'both';

/** What the results of a listing with these filters can hold: the API counts both kinds in one total. */
export function listingHolds(params: {
  operation?: ListingOperation;
  listing_kind?: ListingKind;
}): ListingHolds {
  if (params.operation !== 'sale' || params.listing_kind === 'resale') return 'properties';
  return params.listing_kind === 'project' ? 'projects' : 'both';
}

/**
 * The noun of a total (the list's and the map's): one total counts properties and projects together, so a
 * mixed one says "resultados".
 */
export const holdsNoun: Record<ListingHolds, { one: string; many: string }> = {
  properties: { one: 'propiedad', many: 'propiedades' },
  projects: { one: 'proyecto', many: 'proyectos' },
  both: { one: 'resultado', many: 'resultados' },
};

export interface ResultsHeaderProps {
  /** The page shown (absent while the first answer loads or after a failure). */
  shownCount?: number;
  pagination?: ListingPagination;
  /** What the results can hold (listingHolds); properties when absent. */
  holds?: ListingHolds;
  /** The sort selector. */
  sort: ReactNode;
}

/** 'Propiedades', the line 'Mostrando N de M propiedades' (or resultados, proyectos) and the sort selector. */
export function ResultsHeader({ shownCount, pagination, holds = 'properties', sort }: ResultsHeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Propiedades</h1>
        <p role="status" className="mt-1 min-h-5 text-sm text-slate-600">
          {pagination && shownCount !== undefined ? (
            <>
              Mostrando <span className="font-semibold text-slate-900">{shownCount}</span> de{' '}
              <span className="font-semibold text-slate-900">
                {formatTotal(pagination.total_count, pagination.total_is_exact !== false)}
              </span>{' '}
              {pagination.total_count === 1 ? holdsNoun[holds].one : holdsNoun[holds].many}
            </>
          ) : null}
        </p>
      </div>
      {sort}
    </div>
  );
}
