import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  type Location,
  type NavigateOptions,
  type NavigationType,
  type Navigator,
  type UNSAFE_createBrowserHistory,
} from 'react-router';
import { LatestLocationKeyContext } from './latest-location-context';
import { PreventScrollResetContext } from './scroll-reset-context';

/** A browser or memory history, as React Router's `UNSAFE_create*History({ v5Compat: true })` builds it. */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

/**
 * React Router's declarative router (what `<BrowserRouter>` / `<MemoryRouter>` do) over `history`, plus
 * the two navigation options of the data router this app relies on, which the declarative routers drop:
 * - `flushSync: true` commits the new page before `navigate` returns (BrowserRouter always renders
 *   navigations inside startTransition, which flushSync cannot hurry): the expired-session redirect needs
 *   the login page on screen before the session is cleared (app.tsx);
 * - `preventScrollReset: true` is kept for the scroll restoration (use-scroll-restoration.ts).
 * Every other navigation renders as a transition, as with the data router: the old screen stays while a
 * lazily loaded one arrives. `history` must be created with `v5Compat: true`, so that it reports pushes
 * and replaces (synchronously) and not only back/forward.
 */
export function HistoryRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));
  // The options of the push or replace in progress (the history calls its listener before returning).
  const pending = useRef<NavigateOptions | undefined>(undefined);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const options = pending.current;
        const next = { action, location, preventScrollReset: options?.preventScrollReset === true };
        // Inside flushSync (see `navigator`): a plain update, so React commits it before flushSync returns.
        if (options?.flushSync) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );

  const navigator = useMemo<Navigator>(() => {
    const run = (change: () => void, options: NavigateOptions | undefined) => {
      pending.current = options;
      try {
        if (options?.flushSync) flushSync(change);
        else change();
      } finally {
        pending.current = undefined;
      }
    };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: (to, routeState, options) => run(() => history.push(to, routeState), options),
      replace: (to, routeState, options) => run(() => history.replace(to, routeState), options),
    };
  }, [history]);

  const latestKey = useCallback(() => history.location.key, [history]);

  return (
    <LatestLocationKeyContext.Provider value={latestKey}>
      <PreventScrollResetContext.Provider value={state.preventScrollReset}>
        <Router location={state.location} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      </PreventScrollResetContext.Provider>
    </LatestLocationKeyContext.Provider>
  );
}
