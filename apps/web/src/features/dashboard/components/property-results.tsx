import type { ReactNode } from 'react';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { ViewMode } from '../hooks/use-view-mode';
import { ManagedPropertyCard } from './managed-property-card';
import { ManagedPropertyRow } from './managed-property-row';
import type { PropertyActionHandlers } from './property-actions';

export interface PropertyResultsProps extends PropertyActionHandlers {
  properties: PropertySummary[];
  viewMode: ViewMode;
  /** The next answer is loading: the current rows stay, dimmed. */
  isUpdating: boolean;
  /** More of each property above its actions (the route adds the agent in charge, docs/product/teams.md). */
  renderExtra?: (property: PropertySummary) => ReactNode;
}

/** The page of properties as cards or rows. */
export function PropertyResults({
  properties,
  viewMode,
  isUpdating,
  renderExtra,
  ...handlers
}: PropertyResultsProps) {
  const dim = isUpdating ? 'opacity-60 transition-opacity' : 'transition-opacity';
  if (viewMode === 'list') {
    return (
      <ul
        aria-label="Propiedades"
        aria-busy={isUpdating || undefined}
        className={`divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80 ${dim}`}
      >
        {properties.map((property) => (
          <li key={property.id}>
            <ManagedPropertyRow property={property} extra={renderExtra?.(property)} {...handlers} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul
      aria-label="Propiedades"
      aria-busy={isUpdating || undefined}
      className={`grid gap-5 sm:grid-cols-2 xl:grid-cols-3 ${dim}`}
    >
      {properties.map((property) => (
        <li key={property.id}>
          <ManagedPropertyCard property={property} extra={renderExtra?.(property)} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
