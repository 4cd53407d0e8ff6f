import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { Pagination } from '@/components/pagination';
import { gridColumns } from './grid-columns';
import { PropertyGridCard } from './property-grid-card';
import { PropertyGridEmpty } from './property-grid-empty';

export interface PropertyGridProps {
  /** The cards of the current page (the caller asks the server for `PageSizes.reusableGrid` of them). */
  properties: PropertySummary[];
  currentPage: number;
  totalPages: number;
  /** Called with a page in 1..totalPages other than the current one. */
  onPageChange: (page: number) => void;
  /** The previous page stays visible, dimmed, while the next one loads. */
  isUpdating?: boolean;
  /** Accessible name of the list of cards. */
  label?: string;
}

/**
 * The reusable property grid (docs/product/signed-in-area.md §2.2, last bullet): cards, 1 to 3 columns by width, the numbered
 * pagination below them, and the spec's empty state when there is nothing to show. Data and page state
 * belong to the caller.
 */
export function PropertyGrid({
  properties,
  currentPage,
  totalPages,
  onPageChange,
  isUpdating = false,
  label = 'Propiedades',
}: PropertyGridProps) {
  if (properties.length === 0) return <PropertyGridEmpty />;

  return (
    <div>
      <ul
        aria-label={label}
        aria-busy={isUpdating || undefined}
        className={`${gridColumns} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
      >
        {properties.map((property) => (
          <li key={property.id}>
            <PropertyGridCard property={property} />
          </li>
        ))}
      </ul>
      <Pagination
        currentPage={currentPage}
        totalPages={totalPages}
        onPageChange={onPageChange}
        className="mt-8"
      />
    </div>
  );
}
