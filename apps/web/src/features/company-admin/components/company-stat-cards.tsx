import type { CompanyStats } from '@inmuebles/shared/companies/management-schema';
import { CheckCircleIcon } from '@/components/icons/action-icons';
import { MessageCircleIcon } from '@/components/icons/contact-icons';
import { StatCardList, type StatCard } from '@/components/ui/stat-card-list';
import { BuildingIcon, EyeIcon } from '@/components/icons/property-icons';

/** docs/product/signed-in-area.md §2.4: total properties, published, total views and contacts. */
const cards: readonly StatCard<keyof CompanyStats>[] = [
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
    <StatCardList
      label="Estadísticas de la empresa"
      cards={cards}
      values={stats}
      isLoading={isLoading}
      className="lg:grid-cols-4"
    />
  );
}
