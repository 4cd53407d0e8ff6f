import { isValidPage, paginationWindow } from '@inmuebles/shared/properties/pagination';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** Called with a page in 1..totalPages other than the current one (anything else is ignored). */
  onPageChange: (page: number) => void;
  className?: string;
}

const itemBase =
  'inline-flex h-10 items-center justify-center rounded-xl text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2';
const stepStyles = `${itemBase} gap-1.5 border border-slate-300 bg-white px-3.5 text-slate-700 shadow-sm hover:bg-slate-50 disabled:pointer-events-none disabled:opacity-45`;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
      {direction === 'left' ? (
        <path d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.83 10l3.94 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" />
      ) : (
        <path d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.17 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" />
      )}
    </svg>
  );
}

/**
 * Numbered pagination (docs/product/public-and-auth.md §9): the window of {@link paginationWindow} with ellipses, plus Anterior
 * and Siguiente. Renders nothing for a single page.
 */
export function Pagination({ currentPage, totalPages, onPageChange, className = '' }: PaginationProps) {
  if (totalPages <= 1) return null;

  const goTo = (page: number) => {
    if (page !== currentPage && isValidPage(page, totalPages)) onPageChange(page);
  };

  return (
    <nav
      aria-label="Paginación"
      className={`flex flex-wrap items-center justify-between gap-3 sm:justify-center ${className}`}
    >
      <button
        type="button"
        className={stepStyles}
        disabled={currentPage <= 1}
        onClick={() => goTo(currentPage - 1)}
      >
        <Chevron direction="left" />
        Anterior
      </button>

      <ul className="order-first flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {paginationWindow(currentPage, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li
              key={`ellipsis-${index}`}
              aria-hidden="true"
              className="inline-flex w-7 justify-center text-slate-400 sm:w-8"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-label={`Página ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                onClick={() => goTo(item)}
                className={`${itemBase} min-w-9 px-2 sm:min-w-10 ${
                  item === currentPage
                    ? 'bg-blue-600 text-white shadow-sm shadow-blue-600/30'
                    : 'text-slate-700 hover:bg-white hover:shadow-sm hover:ring-1 hover:ring-slate-200'
                }`}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ul>

      <button
        type="button"
        className={stepStyles}
        disabled={currentPage >= totalPages}
        onClick={() => goTo(currentPage + 1)}
      >
        Siguiente
        <Chevron direction="right" />
      </button>
    </nav>
  );
}
