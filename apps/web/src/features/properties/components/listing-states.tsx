import { SearchEmptyIcon, WarningIcon } from '@/components/icons/action-icons';
import { Button } from '@/components/ui/button';
import { StatePanel } from '@/components/ui/state-panel';

const box = 'mx-auto max-w-lg rounded-2xl';

/** docs/product/public-and-auth.md §8, listing load fails: the message and 'Intentar de nuevo' (no sample data, docs/decisions.md). */
export function ListingError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <StatePanel
      tone="error"
      icon={<WarningIcon className="size-7" />}
      title="Error al cargar las propiedades"
      className={`${box} border border-red-100 shadow-sm`}
    >
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </StatePanel>
  );
}

/** No property matches: 'No se encontraron propiedades' and a way back to everything. */
export function ListingEmpty({ onShowAll }: { onShowAll: () => void }) {
  return (
    <StatePanel
      tone="info"
      icon={<SearchEmptyIcon className="size-7" />}
      title="No se encontraron propiedades"
      className={`${box} border border-dashed border-slate-300`}
    >
      <p className="mt-2 text-sm text-slate-600">Prueba con otras palabras o quita algunos filtros.</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        Ver todas las propiedades
      </Button>
    </StatePanel>
  );
}
