import { useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, rankRoutes, type RouteObject } from './match-routes';
import { RouteContext, useLocation } from './router-context';

/** Where a parent route draws the child route that matched. */
export function Outlet(): ReactNode {
  return useContext(RouteContext).outlet;
}

/**
 * The elements of the route branch the current pathname opens, each parent around its child (through
 * its Outlet); null when nothing matches. The table should not change between renders.
 */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const branches = useMemo(() => rankRoutes(routes), [routes]);
  const match = useMemo(() => matchRoutes(branches, pathname), [branches, pathname]);
  if (!match) return null;
  let outlet: ReactNode = null;
  for (const route of [...match.routes].reverse()) {
    outlet = (
      <RouteContext.Provider value={{ outlet, params: match.params }}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    );
  }
  return outlet;
}
