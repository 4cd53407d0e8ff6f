import { useEffect, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '@/lib/navigation';
import { AppRouterProvider } from './app-router-provider';
import { AppProviders } from './providers';
import { routes } from './routes';

/** The whole app: providers around the router built from the route table. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));

  // Lets the API client send an expired session to /login through the router (no page reload).
  // flushSync commits the new page before the session is cleared, so the old page never renders
  // as a guest.
  useEffect(
    () =>
      registerNavigator(
        (to, options) => void router.navigate(to, { replace: options?.replace, flushSync: true }),
      ),
    [router],
  );

  return (
    <AppProviders>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}
