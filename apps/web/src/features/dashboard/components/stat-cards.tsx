import type { ReactNode } from 'react';
import { formatCount } from '@inmuebles/shared/properties/format';
import type { ManagementStats } from '@inmuebles/shared/properties/my-properties-query';
import { CheckCircleIcon, PencilSquareIcon } from '@/components/icons/action-icons';
import { MessageSquareIcon } from '@/components/icons/contact-icons';
import { BuildingIcon, EyeIcon, HeartIcon } from '@/components/icons/property-icons';

/** Counters shown when the properties could not be loaded (docs/product/signed-in-area.md §8: zero stats). */
export const zeroStats: ManagementStats = {
  total_properties: 0,
  published_count: 0,
  draft_count: 0,
  archived_count: 0,
  total_views: 0,
  total_favorites: 0,
  total_contacts: 0,
};

interface StatCard {
  key: keyof ManagementStats;
  label: string;
  Icon: (props: { className?: string }) => ReactNode;
  tone: string;
}

const cards: readonly StatCard[] = [
  { key: 'total_properties', label: 'Mis Propiedades', Icon: BuildingIcon, tone: 'bg-blue-50 text-blue-600' },
  {
    key: 'published_count',
    label: 'Publicadas',
    Icon: CheckCircleIcon,
    tone: 'bg-emerald-50 text-emerald-600',
  },
  { key: 'draft_count', label: 'Borradores', Icon: PencilSquareIcon, tone: 'bg-amber-50 text-amber-600' },
  { key: 'total_views', label: 'Vistas Totales', Icon: EyeIcon, tone: 'bg-violet-50 text-violet-600' },
  { key: 'total_favorites', label: 'Favoritos', Icon: HeartIcon, tone: 'bg-rose-50 text-rose-600' },
  { key: 'total_contacts', label: 'Contactos', Icon: MessageSquareIcon, tone: 'bg-cyan-50 text-cyan-600' },
];

/** The six counters of docs/decisions.md, all from the server, numbers in es-PE. */
export function StatCards({ stats, isLoading }: { stats: ManagementStats; isLoading: boolean }) {
  return (
    <ul
      aria-label="Estadísticas"
      aria-busy={isLoading || undefined}
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 2xl:grid-cols-6"
    >
      {cards.map(({ key, label, Icon, tone }) => (
        <li key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <span
              aria-hidden="true"
              className={`inline-flex size-9 items-center justify-center rounded-lg ${tone}`}
            >
              <Icon className="size-5 shrink-0" />
            </span>
          </div>
          {isLoading ? (
            <span aria-hidden="true" className="mt-2 block h-8 w-16 animate-pulse rounded-md bg-slate-200" />
          ) : (
            <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {formatCount(stats[key])}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
