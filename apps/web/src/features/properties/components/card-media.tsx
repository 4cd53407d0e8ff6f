import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import { BRAND_NEW_LABEL } from '@inmuebles/shared/properties/amenities';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { BuildingFrontIcon, CameraIcon, DiamondIcon, StarIcon } from '@/components/icons/property-icons';
import { PropertyCardPhoto } from '@/components/property-card-photo';
import { LISTING_CARD_SIZES } from '@inmuebles/shared/properties/photo-srcset';

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';

/**
 * How wide the listing grid (listing-results.tsx: 1, 2, 3 then 4 columns in max-w-7xl, its paddings and
 * 1.5rem gaps) draws a card, so a phone picks the 400 or 800 px rendition for its one column. In
 * packages/shared because the server preloads the first card's photo with the same value.
 */
export const listingCardSizes = LISTING_CARD_SIZES;

/** The card's photo (or a placeholder) with the type label, the 'Estreno', featured and premium badges and the photo count. */
export function CardMedia({ property, priority }: { property: PropertySummary; priority?: boolean }) {
  return (
    <PropertyCardPhoto
      property={property}
      sizes={listingCardSizes}
      priority={priority}
      placeholderIcon={<BuildingFrontIcon className="size-12" strokeWidth={1.4} />}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/35 to-transparent"
      />

      <div className="absolute top-3 left-3 flex max-w-[calc(100%-6.5rem)] flex-wrap gap-1.5">
        <span className={`${chip} bg-white/95 text-slate-800`}>
          {propertyTypeLabels[property.property_type]}
        </span>
        {property.brand_new && <span className={`${chip} bg-emerald-700 text-white`}>{BRAND_NEW_LABEL}</span>}
        {property.ranking.featured && (
          <span className={`${chip} bg-amber-400 text-amber-950`}>
            <StarIcon filled className="size-3.5" strokeWidth={1.5} />
            Destacada
          </span>
        )}
        {property.ranking.premium && (
          <span className={`${chip} bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white`}>
            <DiamondIcon filled className="size-3.5" strokeWidth={1.5} />
            Premium
          </span>
        )}
      </div>

      {property.photos_count > 0 && (
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-xs font-medium text-white backdrop-blur-sm">
          <CameraIcon className="size-3.5" />
          {property.photos_count}
          <span className="sr-only">{property.photos_count === 1 ? 'foto' : 'fotos'}</span>
        </span>
      )}
    </PropertyCardPhoto>
  );
}
