import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard-keys';

/**
 * After a property is published, archived or deleted: the dashboard's lists and counters reload now,
 * and every other cached answer (public listing, company pages, detail) is marked stale so it is asked
 * again when next shown. Resolves once the dashboard lists have reloaded.
 */
export async function invalidateAfterPropertyChange(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== dashboardKeys.all[0],
    refetchType: 'none',
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: dashboardKeys.myProperties() }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.contactRequests() }),
  ]);
}
