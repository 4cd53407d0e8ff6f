import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Location } from './history';
import type { Path } from './path';

/** What a navigation may ask for besides its target. */
export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Carried with the entry (`useLocation().state`), not in the address. */
  state?: unknown;
  /** Keep the scroll position (the page decides itself where to scroll). */
  preventScrollReset?: boolean;
  /** Commit the new page before `navigate` returns instead of rendering it as a transition. */
  flushSync?: boolean;
}

/** How components change the history. */
export interface Navigator {
  /** The history's latest entry: ahead of `useLocation()` while a navigation is still rendering. */
  latest(): Location;
  push(to: Path, options?: NavigateOptions): void;
  replace(to: Path, options?: NavigateOptions): void;
  go(delta: number): void;
}

export interface RouterState {
  location: Location;
  /** Whether the navigation that led here asked to keep the scroll position. */
  preventScrollReset: boolean;
  navigator: Navigator;
}

export const RouterContext = createContext<RouterState | null>(null);

/** The route being rendered: the element its child route renders, and the parameters of the whole match. */
export interface RouteState {
  outlet: ReactNode;
  params: Readonly<Record<string, string>>;
}

export const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

export function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router)
    throw new Error(
      'Router hooks and links work only inside a router (HistoryRouter, MemoryRouter, StaticRouter).',
    );
  return router;
}

/** The history entry on screen. */
export function useLocation(): Location {
  return useRouter().location;
}

/** True when the current location was reached by a navigation that keeps the scroll position. */
export function usePreventScrollReset(): boolean {
  return useRouter().preventScrollReset;
}

/**
 * Reads the key of the history's latest entry. Navigations render as transitions: between the push and
 * the commit of the new screen, `useLocation()` still gives the old entry while the address bar already
 * shows the new one.
 */
export function useLatestLocationKey(): () => string {
  const { navigator } = useRouter();
  return useCallback(() => navigator.latest().key, [navigator]);
}

/** The matched route's parameters (`:slug`), decoded. */
export function useParams<Key extends string = string>(): Readonly<Partial<Record<Key, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<Key, string>>>;
}
