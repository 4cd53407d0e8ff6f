import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/lib/session';
import { DashboardMobileBar, DashboardSidebar } from '../components/dashboard-sidebar';
import { useRefreshCurrentUser } from '../hooks/use-refresh-current-user';

/**
 * Frame of the signed-in area (docs/product/signed-in-area.md §1): the sidebar beside the screen on wide screens, a menu bar
 * opening it on phones, both under the app's global header. Loads the current user on entry.
 */
export function DashboardLayout() {
  useRefreshCurrentUser();
  const user = useCurrentUser();

  return (
    <div className="flex flex-1 bg-slate-50">
      {user && <DashboardSidebar user={user} />}
      <div className="flex min-w-0 flex-1 flex-col">
        {user && <DashboardMobileBar user={user} />}
        {/* The sidebar stays while a section's code loads. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
