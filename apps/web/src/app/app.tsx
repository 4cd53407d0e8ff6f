import { useState } from 'react';
import { createBrowserHistory, HistoryRouter } from '@/lib/router';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { useRouterNavigator } from './routing/use-router-navigator';

/** The routed screens, reachable from non-React code (the API client's expired-session redirect). */
function BrowserRoutes() {
  useRouterNavigator();
  return <AppRoutes />;
}

/**
 * The whole app: providers around the router over the browser's history (lib/router: a declarative
 * router of the app's own; the app uses no loaders or actions).
 */
export function App() {
  const [history] = useState(createBrowserHistory);
  return (
    <AppProviders>
      <HistoryRouter history={history}>
        <BrowserRoutes />
      </HistoryRouter>
    </AppProviders>
  );
}
