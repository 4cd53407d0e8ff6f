import { startTransition, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryHistory, type Location, type RouterHistory } from './history';
import { resolveTo, type Path, type To } from './path';
import { RouterContext, type NavigateOptions, type Navigator, type RouterState } from './router-context';

interface Shown {
  location: Location;
  preventScrollReset: boolean;
}

/**
 * The app's router over a history. Navigations render as transitions: the old screen stays while a
 * lazily loaded one arrives. Two options change that:
 * - `flushSync: true` commits the new page before `navigate` returns: the expired-session redirect needs
 *   the login page on screen before the session is cleared (app.tsx);
 * - `preventScrollReset: true` is passed on to the scroll restoration (use-scroll-restoration.ts).
 */
export function HistoryRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [shown, setShown] = useState<Shown>(() => ({
    location: history.location,
    preventScrollReset: false,
  }));
  // The options of the push or replace in progress (the history calls its listeners before returning).
  const pending = useRef<NavigateOptions | undefined>(undefined);

  useLayoutEffect(
    () =>
      history.listen(({ location }) => {
        const options = pending.current;
        const next = { location, preventScrollReset: options?.preventScrollReset === true };
        // Inside flushSync (see `navigator`): a plain update, so React commits it before flushSync returns.
        if (options?.flushSync) setShown(next);
        else startTransition(() => setShown(next));
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
      latest: () => history.location,
      push: (to, options) => run(() => history.push(to, options?.state), options),
      replace: (to, options) => run(() => history.replace(to, options?.state), options),
      go: (delta) => history.go(delta),
    };
  }, [history]);

  const router = useMemo<RouterState>(
    () => ({
      location: shown.location,
      preventScrollReset: shown.preventScrollReset,
      navigator,
    }),
    [shown, navigator],
  );
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** A router over an in-memory history (tests). */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: To[];
  initialIndex?: number;
  children: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

const root: Path = { pathname: '/', search: '', hash: '' };

const serverNavigation = () => {
  throw new Error('A page rendered on the server cannot navigate.');
};

/** A router fixed at one address: the server's render of a page. */
export function StaticRouter({ location, children }: { location: To; children: ReactNode }) {
  const router = useMemo<RouterState>(() => {
    // Resolved from the root: a path without a pathname ("?page=2") is the home page's.
    const fixed: Location = { ...resolveTo(location, root), state: null, key: 'default' };
    return {
      location: fixed,
      preventScrollReset: false,
      navigator: {
        latest: () => fixed,
        push: serverNavigation,
        replace: serverNavigation,
        go: serverNavigation,
      },
    };
  }, [location]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}
