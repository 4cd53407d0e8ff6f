import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { buttonStyles } from '@/components/ui/button-styles';
import type { ViewMode } from '../hooks/use-view-mode';
import { WarningIcon } from '@/components/icons/action-icons';
import { SearchIcon } from '@/components/icons/navigation-icons';
import { StatePanel } from '@/components/ui/state-panel';
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

const panel = 'mx-auto max-w-lg rounded-xl';

/** No property at all, or none matching the filters (then the filters can be cleared). */
export function ManagementEmpty({
  hasFilters,
  onClearFilters,
}: {
  hasFilters: boolean;
  onClearFilters: () => void;
}) {
  const className = `${panel} border border-dashed border-slate-300`;
  if (hasFilters)
    return (
      <StatePanel
        tone="info"
        icon={<SearchIcon className="size-7 shrink-0" />}
        title="No se encontraron propiedades"
        className={className}
      >
        <p className="mt-2 text-sm text-slate-600">Intenta ajustar tus filtros para ver más resultados</p>
        <Button variant="secondary" className="mt-6" onClick={onClearFilters}>
          Limpiar filtros
        </Button>
      </StatePanel>
    );
  return (
    <StatePanel
      tone="info"
      icon={<BuildingIcon className="size-7 shrink-0" />}
      title="No tienes propiedades aún"
      className={className}
    >
      <p className="mt-2 text-sm text-slate-600">Publica tu primer inmueble y empieza a recibir consultas.</p>
      <Link to="/dashboard/properties/new" className={buttonStyles('primary', 'md', 'mt-6')}>
        Crear tu primera propiedad
      </Link>
    </StatePanel>
  );
}

/** The list could not be loaded: the message and a retry (docs/decisions.md: no sample data). */
export function ManagementError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StatePanel
      tone="error"
      icon={<WarningIcon className="size-7" />}
      title="Error al cargar las propiedades"
      className={`${panel} border border-red-100 shadow-sm`}
    >
      <p className="mt-2 text-sm text-slate-600">Revisa tu conexión e inténtalo otra vez.</p>
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </StatePanel>
  );
}
