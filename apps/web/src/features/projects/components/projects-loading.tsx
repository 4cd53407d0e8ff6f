import { SearchEmptyIcon, WarningIcon } from '@/components/icons/action-icons';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';

const box = 'mx-auto max-w-lg rounded-2xl';

/** The search failed to load: the message and a retry (never sample projects, docs/decisions.md). */
export function ProjectsError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StatePanel
      tone="error"
      icon={<WarningIcon className="size-7" />}
      title="Error al cargar los proyectos"
      className={`${box} border border-red-100 shadow-sm`}
    >
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </StatePanel>
  );
}

/** No project matches: the message and a way back to every project. */
export function ProjectsEmpty({ onShowAll }: { onShowAll: () => void }) {
  return (
    <StatePanel
      tone="info"
      icon={<SearchEmptyIcon className="size-7" />}
      title="No se encontraron proyectos"
      className={`${box} border border-dashed border-slate-300`}
    >
      <p className="mt-2 text-sm text-slate-600">Prueba con otra zona o quita algunos filtros.</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        Ver todos los proyectos
      </Button>
    </StatePanel>
  );
}

/** While the first page loads: grey cards in the grid's place. */
export function ProjectsLoading() {
  return (
    <div role="status" aria-label="Cargando proyectos" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
          <div className="aspect-video animate-pulse bg-slate-200 sm:aspect-[4/3]" />
          <div className="space-y-2 p-4">
            <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200" />
            <div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
