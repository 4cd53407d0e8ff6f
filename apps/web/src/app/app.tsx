import { useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { HistoryRouter } from './routing/history-router';
import { useRouterNavigator } from './routing/use-router-navigator';

/** The routed screens, reachable from non-React code (the API client's expired-session redirect). */
function BrowserRoutes() {
  useRouterNavigator();
  return <AppRoutes />;
}

/**
 * The whole app: providers around the router over the browser's history. The declarative router, not
 * createBrowserRouter: the app uses no loaders or actions, and the data router's code was about 17 kB
 * (gzip) of the listing page's scripts.
 */
export function App() {
  // v5Compat: the history reports pushes and replaces too, not only back/forward (HistoryRouter needs them).
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return (
    <AppProviders>
      <HistoryRouter history={history}>
        <BrowserRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
