import { Link } from '@/lib/router';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { PencilIcon, TrashIcon } from '@/components/icons/action-icons';
import { PublishToggle, rowActionClass } from '@/components/publish-toggle';
import { EyeIcon } from '@/components/icons/property-icons';
import { publicPaths } from '@inmuebles/shared/paths/public-paths';

export interface PropertyActionHandlers {
  onDelete: (property: PropertySummary) => void;
  onChangeStatus: (property: PropertySummary, status: PropertyStatus) => void;
  /** The slug whose status change is running, if any. */
  busySlug: string | null;
}

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
  const isBusy = busySlug === property.slug;
  const slug = encodeURIComponent(property.slug);

  return (
    <div className="flex items-center gap-1">
      <Link
        to={publicPaths.property(property.slug)}
        className={`${rowActionClass} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
        title="Ver"
      >
        <EyeIcon className="size-4 shrink-0" />
        <span className="sr-only">Ver</span>
      </Link>
      <Link
        to={`/dashboard/properties/edit/${slug}`}
        className={`${rowActionClass} text-slate-600 hover:bg-slate-100 hover:text-slate-900`}
      >
        <PencilIcon className="size-4 shrink-0" />
        Editar
      </Link>
      <PublishToggle
        status={property.status}
        busy={isBusy}
        disabled={busySlug !== null}
        onChange={(status) => onChangeStatus(property, status)}
      />
      <button
        type="button"
        onClick={() => onDelete(property)}
        title="Eliminar"
        className={`${rowActionClass} ml-auto text-red-600 hover:bg-red-50`}
      >
        <TrashIcon className="size-4 shrink-0" />
        <span className="sr-only">Eliminar</span>
      </button>
    </div>
  );
}
