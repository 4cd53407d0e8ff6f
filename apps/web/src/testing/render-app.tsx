import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { AppRouterProvider } from '@/app/app-router-provider';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';

/** Renders the whole app (real route table) at `path` in memory; returns the router to inspect the address. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <AppRouterProvider router={router} />
    </AppProviders>,
  );
  /** The current in-app address: path plus query string. */
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, currentUrl };
}
