import type { ReactNode } from 'react';
import { formatTotal } from '@inmuebles/shared/properties/format';
import type { ListingPagination } from '@inmuebles/shared/properties/property-schema';

export interface ResultsHeaderProps {
  /** The page shown (absent while the first answer loads or after a failure). */
  shownCount?: number;
  pagination?: ListingPagination;
  /** The sort selector. */
  sort: ReactNode;
}

/** 'Propiedades', the line 'Mostrando N de M propiedades' and the sort selector. */
export function ResultsHeader({ shownCount, pagination, sort }: ResultsHeaderProps) {
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
              propiedades
            </>
          ) : null}
        </p>
      </div>
      {sort}
    </div>
  );
}
