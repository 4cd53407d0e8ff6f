import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ViewMode } from '../hooks/use-view-mode';
import { SearchIcon } from '@/components/icons/navigation-icons';
import { BuildingIcon } from '@/components/icons/property-icons';

/** Grey placeholders in the shape of the chosen view while the first page loads. */
export function ManagementSkeleton({ viewMode }: { viewMode: ViewMode }) {
  const items = Array.from({ length: viewMode === 'grid' ? 6 : 5 }, (_, i) => i);
  if (viewMode === 'list') {
    return (
      <div
        aria-hidden="true"
        className="divide-y divide-slate-100 rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
      >
        {items.map((i) => (
          <div key={i} className="flex animate-pulse items-center gap-4 p-4">
            <div className="h-16 w-24 rounded-lg bg-slate-200" />
            <div className="flex-1 space-y-2">
              <div className="h-3 w-24 rounded bg-slate-200" />
              <div className="h-4 w-2/3 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((i) => (
        <div
          key={i}
          className="animate-pulse overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200/80"
        >
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-3 p-4">
            <div className="h-3 w-20 rounded bg-slate-200" />
            <div className="h-4 w-4/5 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-100" />
            <div className="h-6 w-1/3 rounded bg-slate-200" />
            <div className="h-9 rounded-lg bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}

const panel = 'mx-auto flex max-w-lg flex-col items-center rounded-xl bg-white px-6 py-12 text-center';

/** No property at all, or none matching the filters (then the filters can be cleared). */
export function ManagementEmpty({
  hasFilters,
  onClearFilters,
}: {
  hasFilters: boolean;
  onClearFilters: () => void;
}) {
  return (
    <div className={`${panel} border border-dashed border-slate-300`}>
      <span
        aria-hidden="true"
        className="inline-flex size-14 items-center justify-center rounded-2xl bg-blue-50 text-blue-600"
      >
        {hasFilters ? (
          <SearchIcon className="size-7 shrink-0" />
        ) : (
          <BuildingIcon className="size-7 shrink-0" />
        )}
      </span>
      {hasFilters ? (
        <>
          <h2 className="mt-5 text-lg font-semibold text-slate-900">No se encontraron propiedades</h2>
          <p className="mt-2 text-sm text-slate-600">Intenta ajustar tus filtros para ver más resultados</p>
          <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
            Limpiar filtros
          </Button>
        </>
      ) : (
        <>
          <h2 className="mt-5 text-lg font-semibold text-slate-900">No tienes propiedades aún</h2>
          <p className="mt-2 text-sm text-slate-600">
            Publica tu primer inmueble y empieza a recibir consultas.
          </p>
          <Link to="/dashboard/properties/new" className={buttonStyles('primary', 'md', 'mt-6')}>
            Crear tu primera propiedad
          </Link>
        </>
      )}
    </div>
  );
}

/** The list could not be loaded: the message and a retry (docs/decisions.md: no sample data). */
export function ManagementError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className={`${panel} border border-red-100 shadow-sm`}>
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
      <p className="mt-2 text-sm text-slate-600">Revisa tu conexión e inténtalo otra vez.</p>
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </div>
  );
}
