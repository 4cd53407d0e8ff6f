import type { ReactNode } from 'react';
import { formatCount } from '@inmuebles/shared/properties/format';
import type { CompanyStats } from '@inmuebles/shared/companies/management-schema';
import { CheckCircleIcon } from '@/components/icons/action-icons';
import { MessageCircleIcon } from '@/components/icons/contact-icons';
import { BuildingIcon, EyeIcon } from '@/components/icons/property-icons';

interface StatCard {
  key: keyof CompanyStats;
  label: string;
  Icon: (props: { className?: string }) => ReactNode;
  tone: string;
}

/** docs/product/signed-in-area.md §2.4: total properties, published, total views and contacts. */
const cards: readonly StatCard[] = [
  {
    key: 'total_properties',
    label: 'Total de Propiedades',
    Icon: BuildingIcon,
    tone: 'bg-blue-50 text-blue-600',
  },
  {
    key: 'published_properties',
    label: 'Publicadas',
    Icon: CheckCircleIcon,
    tone: 'bg-emerald-50 text-emerald-600',
  },
  { key: 'total_views', label: 'Vistas Totales', Icon: EyeIcon, tone: 'bg-violet-50 text-violet-600' },
  { key: 'total_contacts', label: 'Contactos', Icon: MessageCircleIcon, tone: 'bg-cyan-50 text-cyan-600' },
];

/**
 * The four counters of the company, numbers in es-PE. Without stats (still loading, or the load failed,
 * which docs/product/signed-in-area.md §8 only logs) a card shows a placeholder, never an invented zero.
 */
export function CompanyStatCards({
  stats,
  isLoading,
}: {
  stats: CompanyStats | undefined;
  isLoading: boolean;
}) {
  return (
    <ul
      aria-label="Estadísticas de la empresa"
      aria-busy={isLoading || undefined}
      className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
    >
      {cards.map(({ key, label, Icon, tone }) => (
        <li key={key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200/80 sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <p className="text-sm font-medium text-slate-500">{label}</p>
            <span
              aria-hidden="true"
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}
            >
              <Icon className="size-5" />
            </span>
          </div>
          {isLoading ? (
            <span aria-hidden="true" className="mt-2 block h-8 w-16 animate-pulse rounded-md bg-slate-200" />
          ) : (
            <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
              {stats ? formatCount(stats[key]) : <span title="Sin datos">—</span>}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
