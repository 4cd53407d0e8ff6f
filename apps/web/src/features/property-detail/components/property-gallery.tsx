import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { photoCounter, thumbnailStrip, wrapIndex, type GalleryPhoto } from '../utils/gallery';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '@/components/icons/navigation-icons';
import { BuildingFrontIcon } from '@/components/icons/property-icons';
import { ResponsivePicture } from '@/components/responsive-picture';
import { GALLERY_SIZES } from '@inmuebles/shared/properties/photo-srcset';

// The full-screen viewer loads when a photo is opened: most visitors scroll past without opening it.
const PhotoViewer = lazy(async () => ({ default: (await import('./photo-viewer')).PhotoViewer }));

export interface PropertyGalleryProps {
  photos: GalleryPhoto[];
  propertyTitle: string;
  /** Type and flag badges over the main picture. */
  badges?: ReactNode;
}

/** How wide the main picture is drawn (property-detail-view.tsx's column), shared with the server's preload. */
export const gallerySizes = GALLERY_SIZES;

const arrow =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow-lg ring-1 ring-black/5 backdrop-blur transition hover:scale-105 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

/** No picture at all, or the main one failed to load. */
function PhotoFallback() {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400">
      <BuildingFrontIcon className="size-12" strokeWidth={1.4} />
      <span className="text-sm font-medium">Sin fotos</span>
    </div>
  );
}

/**
 * The photo gallery (docs/product/public-and-auth.md §2.3): the main picture with wrapping arrows and the counter 'n de total', a strip
 * of at most 6 thumbnails whose last one shows '+N' when more exist, badges, and a fallback without
 * pictures. The main picture and the thumbnails open the full-screen viewer.
 */
export function PropertyGallery({ photos, propertyTitle, badges }: PropertyGalleryProps) {
  const [index, setIndex] = useState(0);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [viewer, setViewer] = useState<{ index: number; opener: HTMLElement | null } | null>(null);
  const total = photos.length;
  const current = photos[Math.min(index, total - 1)];
  const strip = thumbnailStrip(total);
  const showImage = current && failedUrl !== current.imageUrl;

  const closeViewer = useCallback((last: number) => {
    setIndex(last);
    setViewer(null);
  }, []);

  const open = (at: number, opener: HTMLElement) => setViewer({ index: at, opener });

  return (
    <section aria-label="Galería de fotos" className="space-y-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-slate-200 shadow-sm ring-1 ring-slate-200 sm:aspect-[16/10]">
        {showImage ? (
          <button
            type="button"
            aria-label="Ver foto en pantalla completa"
            onClick={(event) => open(index, event.currentTarget)}
            className="group absolute inset-0 cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-blue-500 focus-visible:ring-inset"
          >
            <ResponsivePicture
              variants={current.variants}
              sizes={gallerySizes}
              src={current.imageUrl}
              alt={current.title ?? propertyTitle}
              // The box's aspect ratio holds the place; the first photo is the page's largest paint.
              fetchPriority={index === 0 ? 'high' : undefined}
              onError={() => setFailedUrl(current.imageUrl)}
              className="size-full object-cover"
            />
            <span className="pointer-events-none absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-lg bg-black/55 px-2.5 py-1.5 text-xs font-medium text-white opacity-0 backdrop-blur-sm transition group-hover:opacity-100 group-focus-visible:opacity-100 max-sm:hidden">
              <ExpandIcon className="size-3.5" strokeWidth={2} />
              Pantalla completa
            </span>
          </button>
        ) : (
          <PhotoFallback />
        )}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 h-24 bg-gradient-to-b from-black/30 to-transparent"
        />

        {badges && (
          <div className="pointer-events-none absolute top-3 left-3 flex flex-wrap gap-1.5 sm:top-4 sm:left-4">
            {badges}
          </div>
        )}

        {total > 1 && (
          <>
            <button
              type="button"
              aria-label="Foto anterior"
              onClick={() => setIndex((i) => wrapIndex(i, -1, total))}
              className={`${arrow} left-3`}
            >
              <ChevronLeftIcon className="size-6" strokeWidth={2.2} />
            </button>
            <button
              type="button"
              aria-label="Foto siguiente"
              onClick={() => setIndex((i) => wrapIndex(i, 1, total))}
              className={`${arrow} right-3`}
            >
              <ChevronRightIcon className="size-6" strokeWidth={2.2} />
            </button>
          </>
        )}
        {total > 0 && (
          <p
            data-testid="gallery-counter"
            className="pointer-events-none absolute bottom-3 left-3 rounded-lg bg-black/60 px-2.5 py-1 text-xs font-semibold tabular-nums text-white backdrop-blur-sm"
          >
            {photoCounter(Math.min(index, total - 1), total)}
          </p>
        )}
      </div>

      {total > 1 && (
        <ul aria-label="Miniaturas" className="grid grid-cols-6 gap-2">
          {photos.slice(0, strip.count).map((photo, i) => {
            const isLast = i === strip.count - 1;
            const showMore = isLast && strip.hiddenCount > 0;
            return (
              <li key={photo.id}>
                <button
                  type="button"
                  aria-label={showMore ? `Ver ${strip.hiddenCount} fotos más` : `Ver foto ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={(event) => (showMore ? open(i, event.currentTarget) : setIndex(i))}
                  className={`relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-200 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 ${i === index ? 'ring-2 ring-blue-600 ring-offset-2' : 'opacity-80 hover:opacity-100'}`}
                >
                  <img src={photo.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
                  {showMore && (
                    <span className="absolute inset-0 flex items-center justify-center bg-slate-900/65 text-base font-semibold text-white sm:text-lg">{`+${strip.hiddenCount}`}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {viewer && (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos}
            initialIndex={viewer.index}
            propertyTitle={propertyTitle}
            onClose={closeViewer}
            returnFocusTo={viewer.opener}
          />
        </Suspense>
      )}
    </section>
  );
}
