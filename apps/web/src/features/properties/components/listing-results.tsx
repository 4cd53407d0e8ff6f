import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import type {
  ListingProjectItem,
  PublicListingItem,
  PublicListingResponse,
} from '@inmuebles/shared/properties/public-listing-schema';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { lazyNear } from '@/components/lazy-near';
import { PropertyGrid } from '@/components/property-grid/property-grid';
import { SearchEmpty, SearchError } from '@/components/ui/search-states';
import { PropertyCard } from './property-card';
import { PropertyCardSkeleton } from './property-card-skeleton';

/**
 * What the results draw of the listing's query: values that keep their identity between renders (the page
 * passes them through lazyOnUse, where new props load the code).
 */
export interface ListingAnswer {
  data: PublicListingResponse | undefined;
  isError: boolean;
  /** Asked again after an error, and not yet answered. */
  isRetrying: boolean;
  /** The previous answer shown while the next one loads. */
  isPlaceholderData: boolean;
  retry: () => void;
}

export interface ListingResultsProps {
  query: ListingAnswer;
  /**
   * Draws a project of "Comprar" (docs/product/projects.md §2.6); the route passes the projects feature's
   * card. Without it a project item is left out.
   */
  renderProject?: (item: ListingProjectItem, priority: boolean) => ReactNode;
  /** The page asked for (highlighted at once, before its answer arrives). */
  currentPage: number;
  onShowAll: () => void;
  onPageChange: (page: number) => void;
  /** 'Comprar' or 'Alquilar': each card shows that offer first. */
  operation?: ListingOperation;
  /** Beside the map the list has half the width: fewer columns. */
  isBesideMap?: boolean;
  /** The card whose marker is marked on the map (a hovered marker rings its card). */
  highlightedId?: number | null;
  /** The pointer or focus entered a card (its id) or left it (null). */
  onHighlight?: (id: number | null) => void;
}

// Below twenty cards: the pagination's code loads as it comes near the window, its server HTML kept meanwhile.
const Pagination = lazyNear(async () => (await import('@/components/pagination')).Pagination);

const gridStyles = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const besideMapStyles = 'grid grid-cols-1 gap-6 sm:grid-cols-2';

/** The listing states of docs/product/public-and-auth.md §4: loading, error, empty, loaded (grid plus pagination). */
export function ListingResults({
  query,
  currentPage,
  onShowAll,
  onPageChange,
  operation,
  isBesideMap = false,
  highlightedId = null,
  onHighlight,
  renderProject,
}: ListingResultsProps) {
  const columns = isBesideMap ? besideMapStyles : gridStyles;
  // One function for every render, reading the latest handler: new props would load the pagination early.
  const latestPageChange = useRef(onPageChange);
  useLayoutEffect(() => {
    latestPageChange.current = onPageChange;
  });
  const changePage = useCallback((page: number) => latestPageChange.current(page), []);
  if (query.isError)
    return (
      <SearchError
        title="Error al cargar las propiedades"
        onRetry={query.retry}
        isRetrying={query.isRetrying}
      />
    );

  // No answer yet, or a page beyond the results (the page is about to go back to page 1).
  const isOutOfRange =
    query.data !== undefined && query.data.properties.length === 0 && query.data.pagination.total_count > 0;
  if (!query.data || isOutOfRange) {
    return (
      <div aria-busy="true" className={columns}>
        <span className="sr-only">Cargando propiedades…</span>
        {/* A full page of placeholders and the pagination's room: nothing below jumps when results arrive. */}
        {Array.from({ length: PageSizes.publicListing }, (_, index) => (
          <PropertyCardSkeleton key={index} />
        ))}
        <div aria-hidden="true" className="col-span-full mt-4 h-10" />
      </div>
    );
  }

  const { properties, pagination } = query.data;
  if (properties.length === 0)
    return (
      <SearchEmpty
        title="No se encontraron propiedades"
        hint="Prueba con otras palabras o quita algunos filtros."
        showAllLabel="Ver todas las propiedades"
        onShowAll={onShowAll}
      />
    );

  return (
    <>
      {/* While the next answer loads the current cards stay, dimmed, so the page does not jump. */}
      <PropertyGrid<PublicListingItem>
        properties={properties}
        renderCard={(property, index) => {
          // The first two photos are above the fold on a phone: they load first, not lazily.
          if (property.kind === 'project') return renderProject?.(property, index < 2) ?? null;
          const card = <PropertyCard property={property} operation={operation} priority={index < 2} />;
          if (!onHighlight) return card;
          // Hover or focus anywhere in the card marks its marker on the map, and the other way round.
          return (
            <div
              className={`h-full rounded-2xl transition-shadow ${highlightedId === property.id ? 'ring-2 ring-blue-600 ring-offset-2' : ''}`}
              data-property-id={property.id}
              data-highlighted={highlightedId === property.id || undefined}
              onMouseEnter={() => onHighlight(property.id)}
              onMouseLeave={() => onHighlight(null)}
              onFocus={() => onHighlight(property.id)}
              onBlur={() => onHighlight(null)}
            >
              {card}
            </div>
          );
        }}
        columns={columns}
        isUpdating={query.isPlaceholderData}
      />
      <Pagination
        className="mt-10"
        currentPage={currentPage}
        totalPages={pagination.total_pages}
        onPageChange={changePage}
      />
    </>
  );
}
