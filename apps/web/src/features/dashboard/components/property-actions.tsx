import { Link } from '@/lib/router';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { Spinner } from '@/components/ui/spinner';
import { ArchiveIcon, PencilIcon, PublishIcon, TrashIcon } from '@/components/icons/action-icons';
import { EyeIcon } from '@/components/icons/property-icons';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface PropertyActionHandlers {
  onDelete: (property: PropertySummary) => void;
  onChangeStatus: (property: PropertySummary, status: PropertyStatus) => void;
  /** The slug whose status change is running, if any. */
  busySlug: string | null;
}

/** docs/decisions.md: 'Publicar' for a draft or archived property, 'Archivar' for a published one. */
function nextStatusAction(status: PropertyStatus): {
  status: PropertyStatus;
  label: 'Publicar' | 'Archivar';
} {
  return status === 'published'
    ? { status: 'archived', label: 'Archivar' }
    : { status: 'published', label: 'Publicar' };
}

const action =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:pointer-events-none disabled:opacity-50';

/**
 * View, edit, publish or archive, delete. View and delete are icons (their names stay for screen
 * readers and as tooltips) so the row fits a card on a phone.
 */
export function PropertyActions({
  property,
  onDelete,
  onChangeStatus,
  busySlug,
}: PropertyActionHandlers & { property: PropertySummary }) {
  const next = nextStatusAction(property.status);
  const isBusy = busySlug === property.slug;
  const slug = encodeURIComponent(property.slug);

  return (
    <div className="flex items-center gap-1">
      <Link
        to={publicPaths.property(property.slug)}
        className={`${action} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
        title="Ver"
      >
        <EyeIcon className="size-4 shrink-0" />
        <span className="sr-only">Ver</span>
      </Link>
      <Link
        to={`/dashboard/properties/edit/${slug}`}
        className={`${action} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
      >
        <PencilIcon className="size-4 shrink-0" />
        Editar
      </Link>
      <button
        type="button"
        onClick={() => onChangeStatus(property, next.status)}
        disabled={busySlug !== null}
        aria-busy={isBusy || undefined}
        className={`${action} ${next.status === 'published' ? 'text-emerald-700 hover:bg-emerald-50' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        {isBusy ? (
          <Spinner size="sm" />
        ) : next.status === 'published' ? (
          <PublishIcon className="size-4 shrink-0" />
        ) : (
          <ArchiveIcon className="size-4 shrink-0" />
        )}
        {next.label}
      </button>
      <button
        type="button"
        onClick={() => onDelete(property)}
        title="Eliminar"
        className={`${action} ml-auto text-red-600 hover:bg-red-50`}
      >
        <TrashIcon className="size-4 shrink-0" />
        <span className="sr-only">Eliminar</span>
      </button>
    </div>
  );
}
