import type { MainPhoto } from '@inmuebles/shared/properties/property-schema';
import { BuildingIcon } from '@/components/icons/property-icons';
import { PropertyThumbnail } from '@/components/property-thumbnail';

export interface PropertyPhotoProps {
  photo: MainPhoto | null;
  alt: string;
  className?: string;
  /** Smaller fallback for thumbnails in rows. */
  compact?: boolean;
}

/** The main photo's thumbnail; a neutral placeholder when there is none or it fails to load (docs/product/signed-in-area.md §8). */
export function PropertyPhoto({ photo, alt, className = '', compact = false }: PropertyPhotoProps) {
  return (
    <PropertyThumbnail
      photo={photo}
      fallbackAlt={alt}
      className={`object-cover ${className}`}
      placeholder={
        <div
          role="img"
          aria-label={`${alt}: sin foto`}
          className={`flex flex-col items-center justify-center gap-1 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 ${className}`}
        >
          <BuildingIcon className={compact ? 'size-6 shrink-0' : 'size-8 shrink-0'} />
          {!compact && <span className="text-xs font-medium">Sin foto</span>}
        </div>
      }
    />
  );
}
