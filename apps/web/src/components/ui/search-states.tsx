import { SearchEmptyIcon, WarningIcon } from '@/components/icons/action-icons';
import { Button } from './button';
import { StatePanel } from './state-panel';

const box = 'mx-auto max-w-lg rounded-2xl';

/**
 * A public search's results failed to load: the message and 'Intentar de nuevo' (never sample data,
 * docs/decisions.md). `title` names what was searched: 'Error al cargar las propiedades'.
 */
export function SearchError({
  title,
  onRetry,
  isRetrying,
}: {
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <StatePanel
      tone="error"
      icon={<WarningIcon className="size-7" />}
      title={title}
      className={`${box} border border-red-100 shadow-sm`}
    >
      <Button className="mt-6" onClick={onRetry} isLoading={isRetrying}>
        Intentar de nuevo
      </Button>
    </StatePanel>
  );
}

/** Nothing matches a public search: the message, a hint and a way back to everything (`showAllLabel`). */
export function SearchEmpty({
  title,
  hint,
  showAllLabel,
  onShowAll,
}: {
  title: string;
  hint: string;
  showAllLabel: string;
  onShowAll: () => void;
}) {
  return (
    <StatePanel
      tone="info"
      icon={<SearchEmptyIcon className="size-7" />}
      title={title}
      className={`${box} border border-dashed border-slate-300`}
    >
      <p className="mt-2 text-sm text-slate-600">{hint}</p>
      <Button variant="secondary" className="mt-6" onClick={onShowAll}>
        {showAllLabel}
      </Button>
    </StatePanel>
  );
}
