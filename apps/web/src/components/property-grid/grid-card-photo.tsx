import { useState } from 'react';
import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { BuildingIcon } from './icons';

/** Thumbnails are 4:3 (400 × 300): the box keeps that shape before the image arrives (no layout shift). */
const thumbnail = { width: 400, height: 300 } as const;

/**
 * The card's main photo with its type badge. A property without photos, or whose photo fails to load,
 * shows a placeholder instead of a broken image.
 */
export function GridCardPhoto({ property }: { property: PropertySummary }) {
  const photo = property.main_photo;
  // Remembering the failed address (not a flag) lets a new photo of the same card try again.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = photo !== null && failedUrl !== photo.thumbnail_url;

  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-t-2xl bg-slate-100">
      {showPhoto ? (
        <img
          src={photo.thumbnail_url}
          alt={photo.title ?? property.title}
          width={thumbnail.width}
          height={thumbnail.height}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(photo.thumbnail_url)}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 ease-out group-hover:scale-105"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400">
          <BuildingIcon />
          <span className="text-xs font-medium">Sin fotos</span>
        </div>
      )}
      <span className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow-sm">
        {propertyTypeLabels[property.property_type]}
      </span>
    </div>
  );
}
