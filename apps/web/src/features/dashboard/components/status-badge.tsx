import { propertyStatusLabels, type PropertyStatus } from '@inmuebles/shared/properties/enums';

/** docs/product/signed-in-area.md §4: draft yellow, published green, archived gray. */
const tones: Record<PropertyStatus, string> = {
  draft: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  published: 'bg-emerald-50 text-emerald-700 ring-emerald-600/25',
  archived: 'bg-slate-100 text-slate-600 ring-slate-500/25',
};

const dots: Record<PropertyStatus, string> = {
  draft: 'bg-amber-500',
  published: 'bg-emerald-500',
  archived: 'bg-slate-400',
};

/** The property's status as a coloured pill: 'Borrador', 'Publicado' or 'Archivado'. */
export function StatusBadge({ status, className = '' }: { status: PropertyStatus; className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[status]} ${className}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[status]}`} />
      {propertyStatusLabels[status]}
    </span>
  );
}
