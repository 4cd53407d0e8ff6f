import { pageTitle } from '@inmuebles/shared/format/page-title';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { getFullName } from '@inmuebles/shared/users/names';
import { Avatar } from '@/components/ui/avatar';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserQuery } from '@/lib/current-user-query';
import { useCurrentUser } from '@/lib/session';
import { getActivity, meKeys, type ActivityItem } from '../api/me-api';
import { AgentRegistrySection } from '../components/agent-registry-section';
import { RoleBadge } from '../components/role-badge';
import { formatCount, formatLongDate, formatRelative } from '../utils/format';

const statCards = [
  { key: 'properties', label: 'Propiedades', tone: 'bg-blue-50 text-blue-700' },
  { key: 'views', label: 'Visualizaciones', tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'contact_requests', label: 'Consultas', tone: 'bg-purple-50 text-purple-700' },
] as const;

const kindDot: Record<string, string> = {
  property_created: 'bg-blue-500',
  property_published: 'bg-emerald-500',
  property_archived: 'bg-slate-400',
  contact_received: 'bg-purple-500',
};

function ActivityRow({ item }: { item: ActivityItem }) {
  return (
    <li className="flex gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${kindDot[item.kind] ?? 'bg-blue-400'}`}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words text-slate-900">{item.title}</p>
        {item.property?.title && !item.title.includes(item.property.title) && (
          <p className="truncate text-sm text-slate-500">{item.property.title}</p>
        )}
        <time
          dateTime={item.created_at}
          title={formatLongDate(item.created_at)}
          className="text-xs text-slate-500"
        >
          {formatRelative(item.created_at)}
        </time>
      </div>
    </li>
  );
}

/** /profile: who the user is, real statistics and recent activity. */
export function ProfilePage() {
  const user = useCurrentUser();
  useCurrentUserQuery();
  const activity = useQuery({
    queryKey: meKeys.activity(),
    queryFn: ({ signal }) => getActivity(signal),
    staleTime: 0,
  });
  if (!user) return null;
  const name = getFullName(user);
  const registered = formatLongDate(user.created_at);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <title>{pageTitle('Mi Perfil')}</title>
      <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        <div className="h-24 bg-gradient-to-r from-blue-600 to-indigo-600 sm:h-28" />
        <div className="flex flex-col gap-4 px-4 pb-6 sm:flex-row sm:items-start sm:justify-between sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
            <div className="-mt-10 w-fit shrink-0 rounded-full bg-white p-1 shadow-md">
              <Avatar name={name} imageUrl={user.avatar_url} size="lg" />
            </div>
            <div className="min-w-0 sm:pt-3">
              <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{name}</h1>
              <p className="text-sm break-all text-slate-600">{user.email}</p>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
                <RoleBadge role={user.role} />
                {registered && <span>Miembro desde {registered}</span>}
              </div>
            </div>
          </div>
          <Link to="/settings" className={buttonStyles('primary', 'md', 'w-full shrink-0 sm:mt-4 sm:w-auto')}>
            Editar Perfil
          </Link>
        </div>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section
            aria-labelledby="profile-stats"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="profile-stats" className="text-lg font-semibold text-slate-900">
              Estadísticas
            </h2>
            <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
              {statCards.map((card) => (
                <div
                  key={card.key}
                  className={`flex min-w-0 flex-col-reverse rounded-xl px-1 py-3 text-center sm:p-4 ${card.tone}`}
                >
                  <dt className="mt-1 text-[11px] font-medium break-words sm:text-sm">{card.label}</dt>
                  <dd className="text-xl font-bold tabular-nums sm:text-3xl" data-testid={`stat-${card.key}`}>
                    {activity.data ? formatCount(activity.data.stats[card.key]) : '—'}
                  </dd>
                </div>
              ))}
            </dl>
          </section>

          <section
            aria-labelledby="profile-activity"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="profile-activity" className="text-lg font-semibold text-slate-900">
              Actividad reciente
            </h2>
            {activity.isPending ? (
              <div className="flex justify-center py-8 text-blue-600">
                <Spinner label="Cargando actividad..." />
              </div>
            ) : activity.isError ? (
              <p role="alert" className="py-6 text-center text-sm text-red-700">
                No se pudo cargar la actividad.{' '}
                <button
                  type="button"
                  className="font-medium underline"
                  onClick={() => void activity.refetch()}
                >
                  Reintentar
                </button>
              </p>
            ) : activity.data.activity.length === 0 ? (
              <p className="py-8 text-center text-sm text-slate-500">No hay actividad reciente</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100">
                {activity.data.activity.map((item) => (
                  <ActivityRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
        </div>

        <aside className="space-y-6">
          {user.role !== 'user' && <AgentRegistrySection />}
          <section
            aria-labelledby="profile-actions"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="profile-actions" className="text-lg font-semibold text-slate-900">
              Acciones rápidas
            </h2>
            <div className="mt-4 flex flex-col gap-2">
              <Link to="/dashboard" className={buttonStyles('primary', 'md', 'w-full')}>
                Ir al Panel
              </Link>
              <Link to="/settings" className={buttonStyles('secondary', 'md', 'w-full')}>
                Configuración
              </Link>
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}
