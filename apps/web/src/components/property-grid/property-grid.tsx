import type { ReactNode } from 'react';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { lazyNear } from '@/components/lazy-near';
import { gridColumns } from './grid-columns';
import { PropertyGridCard } from './property-grid-card';
import { PropertyGridEmpty } from './property-grid-empty';

/** An item of a grid: a property card's data, or another kind of card (the sale listing's projects). */
type GridItem = { id: number; kind?: string };

export interface PropertyGridProps<T extends GridItem = PropertySummary> {
  /** The cards of the current page. */
  properties: T[];
  /** Draws one card; the listing and the company page pass their own, the reusable grid's card otherwise. */
  renderCard?: (property: T, index: number) => ReactNode;
  /** The columns' classes (the reusable grid's 1 to 3 columns by width otherwise). */
  columns?: string;
  /** The previous page stays visible, dimmed, while the next one loads. */
  isUpdating?: boolean;
  /** Accessible name of the list of cards. */
  label?: string;
  /** Shown instead of the list when there is no property (the reusable grid's fixed texts otherwise). */
  empty?: ReactNode;
  /** With `onPageChange`: the numbered pagination below the cards. */
  currentPage?: number;
  totalPages?: number;
  /** Called with a page in 1..totalPages other than the current one. */
  onPageChange?: (page: number) => void;
}

// Only the signed-in area's grids page through it: the public pages, which draw their own, do not download it.
const Pagination = lazyNear(async () => (await import('@/components/pagination')).Pagination);

const defaultCard = (property: PropertySummary) => <PropertyGridCard property={property} />;

/**
 * The one property grid: a named list of cards in columns, dimmed while the next page loads. By default it
 * is the reusable grid of docs/product/signed-in-area.md §2.2 (last bullet): its cards, 1 to 3 columns, the
 * numbered pagination and the spec's empty state. Data and page state belong to the caller.
 */
export function PropertyGrid<T extends GridItem = PropertySummary>({
  properties,
  // The default card draws properties: a grid of other items passes its own renderCard.
  renderCard = defaultCard as unknown as (property: T, index: number) => ReactNode,
  columns = gridColumns,
  isUpdating = false,
  label = 'Propiedades',
  empty = <PropertyGridEmpty />,
  currentPage = 1,
  totalPages = 0,
  onPageChange,
}: PropertyGridProps<T>) {
  if (properties.length === 0) return empty;

  return (
    <>
      <ul
        aria-label={label}
        aria-busy={isUpdating || undefined}
        className={`${columns} transition-opacity duration-200 ${isUpdating ? 'opacity-60' : ''}`}
      >
        {properties.map((property, index) => (
          // Cards out of sight are neither laid out nor painted until they come near the window: on a phone
          // the first paint of a server-drawn page of 20 cards lays out two of them, not all
          // (docs/performance.md "The first view"). Meanwhile a card counts as about 640 px tall (`auto`: its
          // real height once drawn) and as wide as its column (only the block size is given: a width would
          // widen the column).
          <li
            // A project and a property may share an id: the kind keeps the keys apart.
            key={`${property.kind ?? 'property'}-${property.id}`}
            className="[contain-intrinsic-block-size:auto_640px] [content-visibility:auto]"
          >
            {renderCard(property, index)}
          </li>
        ))}
      </ul>
      {onPageChange && (
        <Pagination
          currentPage={currentPage}
          totalPages={totalPages}
          onPageChange={onPageChange}
          className="mt-8"
        />
      )}
    </>
  );
}
