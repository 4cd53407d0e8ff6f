import type { ReactNode } from 'react';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { PropertyThumbnail } from './property-thumbnail';

export interface PropertyCardPhotoProps {
  property: PropertySummary;
  /** The picture above 'Sin fotos' when there is no photo to show. */
  placeholderIcon: ReactNode;
  /** What the card lays over the photo (type label, badges). */
  children?: ReactNode;
  /** How wide the grid draws the card (PropertyThumbnail). */
  sizes: string;
  /** The first cards of a page: loaded at once, with high priority. */
  priority?: boolean;
}

/**
 * The top of a listing or grid card: its photo, or a 'Sin fotos' placeholder, under the card's labels. 4:3,
 * and lower (16:9) on a phone's one column, where a 4:3 photo alone filled a third of the screen and pushed
 * the first price below the fold.
 */
export function PropertyCardPhoto({
  property,
  placeholderIcon,
  children,
  sizes,
  priority,
}: PropertyCardPhotoProps) {
  return (
    <div className="relative aspect-video overflow-hidden rounded-t-2xl bg-slate-100 sm:aspect-[4/3]">
      <PropertyThumbnail
        photo={property.main_photo}
        fallbackAlt={property.title}
        sizes={sizes}
        priority={priority}
        className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-out group-hover:scale-105"
        placeholder={
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400">
            {placeholderIcon}
            <span className="text-xs font-medium">Sin fotos</span>
          </div>
        }
      />
      {children}
    </div>
  );
}
