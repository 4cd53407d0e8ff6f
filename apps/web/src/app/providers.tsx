import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { getAuthToken, subscribeSession } from '@/lib/session';

/** Cached answers belong to one user: drop them when someone signs in or out. */
function useResetCacheOnSessionChange(queryClient: QueryClient): void {
  useEffect(() => {
    let token = getAuthToken();
    return subscribeSession(() => {
      const next = getAuthToken();
      if (next === token) return;
      token = next;
      void queryClient.resetQueries();
    });
  }, [queryClient]);
}

/** App-wide providers. `queryClient` is injectable for tests. */
export function AppProviders({
  children,
  queryClient: injected,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => injected ?? createQueryClient());
  useResetCacheOnSessionChange(queryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
