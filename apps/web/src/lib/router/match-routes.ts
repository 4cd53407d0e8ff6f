import type { ReactNode } from 'react';

/** One entry of a route table: `path` relative to its parent's ("propiedad/:slug", "*"), or an index route. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  /** What the route renders; a parent without one renders its matched child (an Outlet). */
  element?: ReactNode;
  children?: RouteObject[];
}

export interface RouteMatch {
  /** The routes from the table's root to the matched leaf. */
  routes: RouteObject[];
  params: Record<string, string>;
}

interface Branch {
  routes: RouteObject[];
  score: number;
  pattern: RegExp;
  paramNames: string[];
}

/*
 * React Router's ranking, so the table means what it meant: a more specific path wins whatever the
 * order (static segment 10, `:param` 3, empty 1, index route +2, splat -2, plus the segment count); equal
 * scores keep the table's order.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

/** "/propiedad/:slug" → a case-insensitive pattern that tolerates trailing slashes, and the names it captures. */
function compile(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        paramNames.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    paramNames.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else {
    source += '\\/*$';
  }
  return { pattern: new RegExp(source, 'i'), paramNames };
}

function flatten(
  routes: RouteObject[],
  parentPath: string,
  parents: RouteObject[],
  into: Branch[],
): Branch[] {
  for (const route of routes) {
    const path = `${parentPath}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, path, chain, into);
    // A layout route (no path, not an index) matches only through its children.
    if (route.path === undefined && !route.index) continue;
    into.push({ routes: chain, score: score(path, route.index === true), ...compile(path) });
  }
  return into;
}

/** The table's branches, most specific first (compute once per table). */
export function rankRoutes(routes: RouteObject[]): Branch[] {
  return flatten(routes, '', [], []).sort((a, b) => b.score - a.score);
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // A stray "%": the segment as it was typed.
  }
};

/** The branch a pathname opens, with its parameters decoded; null when none matches. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch | null {
  for (const branch of branches) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.paramNames.forEach((name, i) => {
      params[name] = decode(found[i + 1] ?? '');
    });
    return { routes: branch.routes, params };
  }
  return null;
}
