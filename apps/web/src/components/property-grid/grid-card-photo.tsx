import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { TowersIcon } from '@/components/icons/property-icons';
import { PropertyCardPhoto } from '@/components/property-card-photo';

/** How wide gridColumns draws a card: one column on phones, two from `sm`, three from `lg`. */
const gridCardSizes = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, calc(100vw - 2rem)';

/** The grid card's main photo (or its placeholder) with the type badge. */
export function GridCardPhoto({ property }: { property: PropertySummary }) {
  return (
    <PropertyCardPhoto
      property={property}
      sizes={gridCardSizes}
      placeholderIcon={<TowersIcon className="size-10" strokeWidth={1.4} />}
    >
      <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
        {propertyTypeLabels[property.property_type]}
      </span>
    </PropertyCardPhoto>
  );
}
