import { pageTitle } from '@inmuebles/shared/format/page-title';
import { PageSizes } from '@inmuebles/shared/properties/limits';
import { getFullName } from '@inmuebles/shared/users/names';
import type { PublicUser } from '@inmuebles/shared/users/user-schema';
import { useCurrentUser } from '@/lib/session';
import { useMyProperties } from '../api/get-my-properties';
import { DashboardLoading } from '../components/dashboard-loading';
import { QuickActions } from '../components/quick-actions';
import { RecentContactRequests } from '../components/recent-contact-requests';
import { RecentProperties } from '../components/recent-properties';
import { emptyManagementStats } from '@inmuebles/shared/properties/my-properties-query';
import { StatCards } from '../components/stat-cards';
import { useLogError } from '@/hooks/use-log-error';
import { hasAnyRole } from '@inmuebles/shared/users/roles';
// Route modules compose features: the team feature's per-agent numbers (docs/product/teams.md).
import { AgentStatsPanel } from '@/features/team/components/agent-stats-panel';

/** `/dashboard`: the summary (docs/product/signed-in-area.md §2.1). */
export function DashboardPage() {
  const user = useCurrentUser();
  if (!user) return <DashboardLoading />;
  return <DashboardSummary user={user} />;
}

function DashboardSummary({ user }: { user: PublicUser }) {
  const query = useMyProperties({
    page: 1,
    per_page: PageSizes.dashboardSummary,
    sort: 'recent',
    company_id: user.company_id ?? undefined,
  });
  // docs/product/signed-in-area.md §8: a failed load is logged, the list stays empty and the counters read zero.
  // The load failed: zero stats (docs/product/signed-in-area.md §8).
  const stats = query.data?.stats ?? emptyManagementStats;
  const name = user.first_name.trim() || getFullName(user);

  useLogError(query.error, 'No se pudieron cargar las propiedades del resumen.');

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <title>{pageTitle('Panel')}</title>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Panel</h1>
        <p className="mt-1 text-slate-600">Bienvenido de vuelta, {name}</p>
      </header>

      <StatCards stats={stats} isLoading={query.isPending} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <RecentProperties
          properties={query.data?.properties ?? []}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          className="lg:col-span-2"
        />
        <QuickActions className="lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start" />
        {user.company_id !== null && (
          <RecentContactRequests companyId={user.company_id} className="lg:col-span-2" />
        )}
      </div>

      {user.company_id !== null && hasAnyRole(user, ['company_admin', 'admin']) && (
        <AgentStatsPanel companyId={user.company_id} />
      )}
    </div>
  );
}
