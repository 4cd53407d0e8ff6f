import { OutlineIcon } from '@/components/icons/create-icon';
/** The map's empty state when a property has no polygon, point or geometry (docs/product/public-and-auth.md §2.5). */
export function MapUnavailable({ className = '' }: { className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center ${className}`}
    >
      <span
        aria-hidden="true"
        className="inline-flex size-12 items-center justify-center rounded-full bg-slate-200 text-slate-500"
      >
        <OutlineIcon className="size-6">
          <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2ZM9 4v14M15 6v14" />
          <path d="m4 4 16 16" />
        </OutlineIcon>
      </span>
      <p className="mt-4 font-semibold text-slate-800">Mapa no disponible</p>
      <p className="mt-1 text-sm text-slate-600">
        Esta propiedad no tiene información de ubicación geográfica
      </p>
    </div>
  );
}
