import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import {
  createMemoryHistory,
  HistoryRouter,
  useNavigate,
  type HistoryUpdate,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type To,
} from '@/lib/router';
import { AppRoutes } from '@/app/app-routes';
import { AppProviders } from '@/app/providers';

/** What a test sees of the router: where it is now, and each navigation as it happens. */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  /** Called after every navigation (push, replace, back/forward); returns the unsubscribe. */
  subscribe(listener: (state: { location: Location; historyAction: NavigationType }) => void): () => void;
}

/** A memory history at `path`, a TestRouter reading it, and every address it has shown since. */
function createTestHistory(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  // Recorded from the first render on: a redirect made while rendering would escape a later subscriber.
  const visited = [path];
  history.listen(({ location }: HistoryUpdate) => visited.push(`${location.pathname}${location.search}`));
  const router: TestRouter = {
    get state() {
      return { location: history.location, historyAction: history.action };
    },
    subscribe: (listener) =>
      history.listen(({ location, action }: HistoryUpdate) => listener({ location, historyAction: action })),
  };
  return { history, router, visited };
}

/** Hands the router's `navigate` (with its options: replace, preventScrollReset, flushSync) to the test. */
function CaptureNavigate({ onNavigate }: { onNavigate: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useEffect(() => onNavigate(navigate), [onNavigate, navigate]);
  return null;
}

/**
 * Renders `children` inside the app's router at `path` in memory (no providers); returns the router to
 * inspect the address, `currentUrl()`, the in-app address (path plus query string), `visitedUrls()`, every
 * address shown since the render began (a redirect passed through included), and `navigate`, the router's
 * own, for a test to navigate as a link or the app would.
 */
export function renderInRouter(path: string, children: ReactNode, wrap = (node: ReactNode) => node) {
  const { history, router, visited } = createTestHistory(path);
  let captured: NavigateFunction | null = null;
  const capture = (navigate: NavigateFunction) => {
    captured = navigate;
  };
  const view = render(
    wrap(
      <HistoryRouter history={history}>
        <CaptureNavigate onNavigate={capture} />
        {children}
      </HistoryRouter>,
    ),
  );
  const currentUrl = () => `${router.state.location.pathname}${router.state.location.search}`;
  const navigate = ((to: To | number, options?: NavigateOptions) => {
    if (!captured) throw new Error('the router has not rendered');
    return captured(to as To, options);
  }) as NavigateFunction;
  const visitedUrls = (): readonly string[] => [...visited];
  return { ...view, router, currentUrl, visitedUrls, navigate };
}

/** Renders the whole app (real route table) at `path` in memory; returns the router to inspect the address. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderInRouter(path, <AppRoutes />, (node) => (
    <AppProviders queryClient={queryClient}>{node}</AppProviders>
  ));
}
