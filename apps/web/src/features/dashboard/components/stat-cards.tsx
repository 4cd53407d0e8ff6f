import type { ManagementStats } from '@inmuebles/shared/properties/my-properties-query';
import { CheckCircleIcon, PencilSquareIcon } from '@/components/icons/action-icons';
import { MessageSquareIcon } from '@/components/icons/contact-icons';
import { StatCardList, type StatCard } from '@/components/ui/stat-card-list';
import { BuildingIcon, EyeIcon, HeartIcon } from '@/components/icons/property-icons';

const cards: readonly StatCard<keyof ManagementStats>[] = [
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
    <StatCardList
      label="Estadísticas"
      cards={cards}
      values={stats}
      isLoading={isLoading}
      className="sm:grid-cols-3 2xl:grid-cols-6"
    />
  );
}
