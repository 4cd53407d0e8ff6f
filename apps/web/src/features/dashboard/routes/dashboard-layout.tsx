import { Suspense } from 'react';
import { Outlet } from '@/lib/router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isSearcher } from '@inmuebles/shared/users/roles';
import { SearcherFrame } from '@/features/searcher/components/searcher-frame';
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
  // A searcher's settings sit in the frame of their own pages, not in the company panel's.
  if (isSearcher(user)) return <SearcherFrame />;

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
