import { Button } from '@/components/ui/button';

/** docs/product/public-and-auth.md §8, listing load fails: the message and 'Intentar de nuevo' (no sample data, docs/decisions.md). */
export function ListingError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-100 bg-white px-6 py-12 text-center shadow-sm"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="size-7"
        >
          <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </svg>
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">Error al cargar las propiedades</h2>
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </div>
  );
}

/** No property matches: 'No se encontraron propiedades' and a way back to everything. */
export function ListingEmpty({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-blue-600"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          className="size-7"
        >
          <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.9-4.9M8 10.5h5" />
        </svg>
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">No se encontraron propiedades</h2>
      <p className="mt-2 text-sm text-slate-600">Prueba con otras palabras o quita algunos filtros.</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        Ver todas las propiedades
      </Button>
    </div>
  );
}
