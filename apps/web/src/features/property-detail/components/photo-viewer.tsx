import { useEffect, useRef, useState } from 'react';
import { photoCounter, wrapIndex, type GalleryPhoto } from '../utils/gallery';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/icons/navigation-icons';
import { ResponsivePicture } from '@/components/responsive-picture';
import { Dialog } from '@/components/ui/dialog';

export interface PhotoViewerProps {
  photos: GalleryPhoto[];
  /** The picture it opens at. */
  initialIndex: number;
  /** Property title: the pictures' text alternative when they have no title. */
  propertyTitle: string;
  /** Called with the picture shown last, so the gallery can stay on it. */
  onClose: (index: number) => void;
  /** The control that opened the viewer; focus goes back to it. */
  returnFocusTo: HTMLElement | null;
}

const roundButton =
  'inline-flex items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

/**
 * The full-screen photo viewer (docs/product/public-and-auth.md §2.3): a modal dialog over the whole page, opened at a chosen picture.
 * Escape closes; the Left and Right arrows move through the pictures (wrapping); the page does not scroll
 * behind it; keyboard focus stays inside and goes back to the opening control on close.
 */
export function PhotoViewer({
  photos,
  initialIndex,
  propertyTitle,
  onClose,
  returnFocusTo,
}: PhotoViewerProps) {
  const [index, setIndex] = useState(initialIndex);
  const closeRef = useRef<HTMLButtonElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const swipeStartX = useRef<number | null>(null);
  const total = photos.length;
  const photo = photos[index] ?? photos[0];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      setIndex((current) => wrapIndex(current, event.key === 'ArrowLeft' ? -1 : 1, total));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [total]);

  // Keep the current thumbnail in view (scrollIntoView is missing in jsdom).
  useEffect(() => {
    stripRef.current
      ?.querySelector<HTMLElement>('[aria-current="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [index]);

  if (!photo) return null;
  const go = (step: number) => setIndex((current) => wrapIndex(current, step, total));
  // On touch screens a horizontal swipe over the picture moves like the arrows.
  const onSwipeEnd = (endX: number | undefined) => {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX !== null && endX !== undefined && Math.abs(endX - startX) > 50) go(endX < startX ? 1 : -1);
  };
  // A description that only repeats the title is shown once.
  const description = photo.description && photo.description !== photo.title ? photo.description : null;

  return (
    <Dialog
      label="Fotos de la propiedad"
      initialFocus={closeRef}
      returnFocusTo={returnFocusTo}
      // Escape reports the picture shown last; a click beside a picture is no request to leave.
      onDismiss={() => onClose(index)}
      dismissOnOutsideClick={false}
      className="flex-col bg-slate-950 p-0 text-white open:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium tabular-nums text-white/80" aria-live="polite">
          {photoCounter(index, total)}
        </p>
        <button
          ref={closeRef}
          type="button"
          aria-label="Cerrar"
          onClick={() => onClose(index)}
          className={`${roundButton} size-11`}
        >
          <CloseIcon className="size-6" strokeWidth={2.2} />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20"
        onTouchStart={(event) => (swipeStartX.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={(event) => onSwipeEnd(event.changedTouches[0]?.clientX)}
      >
        <ResponsivePicture
          key={photo.id}
          variants={photo.variants}
          sizes="100vw"
          src={photo.imageUrl}
          alt={photo.title ?? propertyTitle}
          className="max-h-full max-w-full rounded-lg object-contain shadow-2xl"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              aria-label="Foto anterior"
              onClick={() => go(-1)}
              className={`${roundButton} absolute top-1/2 left-2 size-12 -translate-y-1/2 sm:left-6`}
            >
              <ChevronLeftIcon className="size-7" strokeWidth={2.2} />
            </button>
            <button
              type="button"
              aria-label="Foto siguiente"
              onClick={() => go(1)}
              className={`${roundButton} absolute top-1/2 right-2 size-12 -translate-y-1/2 sm:right-6`}
            >
              <ChevronRightIcon className="size-7" strokeWidth={2.2} />
            </button>
          </>
        )}
      </div>

      <div className="px-4 pt-3 text-center sm:px-6">
        {photo.title || description ? (
          <p className="mx-auto max-w-3xl text-sm text-white/90">
            {photo.title && <span className="font-semibold text-white">{photo.title}</span>}
            {photo.title && description && <span className="text-white/50"> · </span>}
            {description}
          </p>
        ) : (
          <p className="text-sm text-white/60">{propertyTitle}</p>
        )}
      </div>

      {total > 1 && (
        <div ref={stripRef} className="mx-auto flex max-w-full gap-2 overflow-x-auto px-4 pt-3 pb-4 sm:px-6">
          {photos.map((item, i) => (
            <button
              key={item.id}
              type="button"
              aria-label={`Ver foto ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
              className={`relative h-14 w-20 shrink-0 overflow-hidden rounded-md transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:h-16 sm:w-24 ${i === index ? 'opacity-100 ring-2 ring-white' : 'opacity-50 hover:opacity-90'}`}
            >
              <img src={item.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </Dialog>
  );
}
