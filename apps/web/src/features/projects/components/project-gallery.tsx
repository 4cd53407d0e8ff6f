import { useState } from 'react';
import type { ProjectPhoto as ProjectPhotoData } from '@inmuebles/shared/projects/project-schema';
import { ProjectPhoto } from './project-photo';

/** The project's photos: the chosen one large, the others as thumbnails to choose; the drawn building without any. */
export function ProjectGallery({ photos, name }: { photos: readonly ProjectPhotoData[]; name: string }) {
  const [index, setIndex] = useState(0);
  const shown = photos[index] ?? photos[0];
  return (
    <div>
      {/* Without photos, a low band: the drawn building says it, and the unit types come up. */}
      <div className={`overflow-hidden rounded-2xl bg-slate-100 ${shown ? 'aspect-video' : 'h-32 sm:h-40'}`}>
        <ProjectPhoto url={shown?.large_url ?? null} alt={shown?.alt ?? name} priority />
      </div>
      {photos.length > 1 && (
        <ul aria-label="Fotos" className="mt-3 flex gap-2 overflow-x-auto">
          {photos.map((photo, position) => (
            <li key={photo.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Foto ${position + 1} de ${photos.length}`}
                aria-pressed={position === index}
                onClick={() => setIndex(position)}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-2 ${position === index ? 'ring-blue-600' : 'ring-transparent'}`}
              >
                <img src={photo.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
