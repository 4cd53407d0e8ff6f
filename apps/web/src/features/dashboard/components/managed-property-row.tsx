import type { ReactNode } from 'react';
import { useId } from 'react';
import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import { activeOperation, formatArea, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { placeText } from '@/components/property-card/place-text';
import { formatPhotoCount } from '../utils/property-text';
import { PropertyActions, type PropertyActionHandlers } from './property-actions';
import { PropertyPhoto } from './property-photo';
import { StatusBadge } from './status-badge';

/** List view: one dense row per property with the same facts and actions as the card. */
export function ManagedPropertyRow({
  property,
  extra,
  ...handlers
}: PropertyActionHandlers & { property: PropertySummary; extra?: ReactNode }) {
  const titleId = useId();
  const location = placeText(property.address);
  const area = formatArea(property.area_m2);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="flex min-w-0 flex-1 items-start gap-4 sm:items-center">
        <PropertyPhoto
          photo={property.main_photo}
          alt={property.title}
          compact
          className="h-16 w-24 shrink-0 rounded-lg sm:h-[4.5rem] sm:w-28"
        />
        <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
          <div className="min-w-0 sm:flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={property.status} />
              <span className="text-xs font-semibold tracking-wide text-blue-700 uppercase">
                {propertyTypeLabels[property.property_type]}
              </span>
            </div>
            <h3 id={titleId} className="mt-1 line-clamp-2 font-semibold text-slate-900">
              {property.title}
            </h3>
            <p className="text-sm text-slate-500">
              {[location || 'Sin ubicación', area, formatPhotoCount(property.photos_count)]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <p className="mt-1 font-bold whitespace-nowrap text-slate-900 sm:mt-0 sm:w-32 sm:text-right">
            {formatOfferPrice(property.price, property.currency, activeOperation(property.listings))}
          </p>
        </div>
      </div>
      <div className="space-y-2 border-t border-slate-100 pt-2 sm:border-0 sm:pt-0">
        {extra}
        <PropertyActions property={property} {...handlers} />
      </div>
    </article>
  );
}
