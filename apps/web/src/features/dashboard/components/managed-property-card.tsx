import type { ReactNode } from 'react';
import { useId } from 'react';
import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import { activeOperation, formatArea, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { formatPhotoCount } from '../utils/property-text';
import { CameraIcon, RulerIcon } from '@/components/icons/property-icons';
import { PlaceLine } from '@/components/property-card/place-line';
import { PropertyActions, type PropertyActionHandlers } from './property-actions';
import { PropertyPhoto } from './property-photo';
import { StatusBadge } from './status-badge';

/** Grid view: photo with status and photo count, type, title, location, area, price and the actions. */
export function ManagedPropertyCard({
  property,
  extra,
  ...handlers
}: PropertyActionHandlers & { property: PropertySummary; extra?: ReactNode }) {
  const titleId = useId();
  const area = formatArea(property.area_m2);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        <PropertyPhoto
          photo={property.main_photo}
          alt={property.title}
          className="absolute inset-0 size-full"
        />
        <StatusBadge status={property.status} className="absolute top-3 left-3 shadow-sm" />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-md bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
          <CameraIcon className="size-3.5 shrink-0" />
          {formatPhotoCount(property.photos_count)}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-4">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase">
          {propertyTypeLabels[property.property_type]}
        </p>
        <h3 id={titleId} className="mt-1 line-clamp-2 font-semibold text-slate-900">
          {property.title}
        </h3>
        <PlaceLine
          address={property.address}
          fallback="Sin ubicación"
          className="mt-1.5 flex items-center gap-1 text-sm text-slate-500"
        />
        <div className="mt-3 mb-4 flex items-end justify-between gap-2">
          <p className="text-lg font-bold text-slate-900">
            {formatOfferPrice(property.price, property.currency, activeOperation(property.listings))}
          </p>
          {area && (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <RulerIcon className="size-4 shrink-0 text-slate-400" />
              {area}
            </p>
          )}
        </div>
        {extra && <div className="mb-3">{extra}</div>}
        <div className="mt-auto border-t border-slate-100 pt-3">
          <PropertyActions property={property} {...handlers} />
        </div>
      </div>
    </article>
  );
}
