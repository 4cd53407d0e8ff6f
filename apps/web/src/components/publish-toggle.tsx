import { Spinner } from '@/components/ui/spinner';
import { ArchiveIcon, PublishIcon } from '@/components/icons/action-icons';

type ListingStatus = 'draft' | 'published' | 'archived';

/** The look of a dashboard list's row actions (view, edit, publish or archive, delete). */
export const rowActionClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:pointer-events-none disabled:opacity-50';

/** docs/decisions.md: 'Publicar' for a draft or archived property or project, 'Archivar' for a published one. */
export function nextPublishAction(status: ListingStatus): {
  status: 'published' | 'archived';
  label: 'Publicar' | 'Archivar';
} {
  return status === 'published'
    ? { status: 'archived', label: 'Archivar' }
    : { status: 'published', label: 'Publicar' };
}

/** A row's 'Publicar' or 'Archivar' button, with a spinner while its change runs. */
export function PublishToggle({
  status,
  busy,
  disabled,
  onChange,
}: {
  status: ListingStatus;
  /** This row's change is running. */
  busy: boolean;
  /** Any row's change is running. */
  disabled: boolean;
  onChange: (status: 'published' | 'archived') => void;
}) {
  const next = nextPublishAction(status);
  return (
    <button
      type="button"
      onClick={() => onChange(next.status)}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={`${rowActionClass} ${next.status === 'published' ? 'text-emerald-700 hover:bg-emerald-50' : 'text-slate-600 hover:bg-slate-100'}`}
    >
      {busy ? (
        <Spinner size="sm" />
      ) : next.status === 'published' ? (
        <PublishIcon className="size-4 shrink-0" />
      ) : (
        <ArchiveIcon className="size-4 shrink-0" />
      )}
      {next.label}
    </button>
  );
}
