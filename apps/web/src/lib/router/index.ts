/*
 * The app's router: a small declarative router over the History API, in place of React Router (about
 * 13 kB gzip of the listing's scripts for the few parts the app used). It keeps React Router's meaning
 * where the app relies on it: route ranking, `history.state` records ({ usr, key, idx }), links that
 * replace when they lead to the current address, NavLink's active rule. What the app needs beyond it
 * (transitions, flushSync, preventScrollReset, the latest entry's key) is built in. docs/architecture.md.
 */
export { createBrowserHistory, createMemoryHistory } from './history';
export type { HistoryUpdate, Location, NavigationType, RouterHistory } from './history';
export { Link, NavLink } from './link';
export type { LinkProps, NavLinkProps } from './link';
export type { RouteObject } from './match-routes';
export { Navigate } from './navigate';
export type { Path, To } from './path';
export { useLatestLocationKey, useLocation, useParams, usePreventScrollReset } from './router-context';
export type { NavigateOptions, Navigator } from './router-context';
export { HistoryRouter, MemoryRouter, StaticRouter } from './routers';
export { useNavigate } from './use-navigate';
export type { NavigateFunction } from './use-navigate';
export { Outlet, useRoutes } from './use-routes';
export { useSearchParams } from './use-search-params';
