import { useState } from 'react';
import { propertyTypeLabels } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { BuildingIcon, CameraIcon, DiamondIcon, StarIcon } from './icons';

/** Thumbnails are 4:3 (400 × 300); the box keeps that shape before the image arrives (no layout shift). */
const thumbnail = { width: 400, height: 300 } as const;

const chip = 'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm';

/** The card's photo (or a placeholder) with the type label, the featured and premium badges and the photo count. */
export function CardMedia({ property }: { property: PropertySummary }) {
  const photo = property.main_photo;
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
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-16 bg-gradient-to-t from-black/35 to-transparent" />

      <div className="absolute top-3 left-3 flex max-w-[calc(100%-6.5rem)] flex-wrap gap-1.5">
        <span className={`${chip} bg-white/95 text-slate-800`}>{propertyTypeLabels[property.property_type]}</span>
        {property.ranking.featured && (
          <span className={`${chip} bg-amber-400 text-amber-950`}>
            <StarIcon />
            Destacada
          </span>
        )}
        {property.ranking.premium && (
          <span className={`${chip} bg-gradient-to-r from-violet-600 to-fuchsia-600 text-white`}>
            <DiamondIcon />
            Premium
          </span>
        )}
      </div>

      {property.photos_count > 0 && (
        <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-md bg-black/55 px-2 py-0.5 text-xs font-medium text-white backdrop-blur-sm">
          <CameraIcon />
          {property.photos_count}
          <span className="sr-only">{property.photos_count === 1 ? 'foto' : 'fotos'}</span>
        </span>
      )}
    </div>
  );
}
