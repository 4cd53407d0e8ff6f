import { describe, expect, it } from 'vitest';
import { isAppRoute } from '@inmuebles/shared/paths/app-routes';
import type { RouteObject } from '@/lib/router';
import { routes } from './routes';

/** Every address of the route table, its parameters filled in ('/propiedad/x'); the catch-all left out. */
function addresses(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.path !== undefined && !route.path.includes('*') ? [path.replace(/:\w+/g, 'x')] : [];
    return [...own, ...addresses(route.children ?? [], path)];
  });
}

describe('the addresses the server serves as app screens', () => {
  it('are exactly those of the route table (any other answers 404)', () => {
    const table = addresses(routes);
    expect(table.length).toBeGreaterThan(20);
    for (const address of table)
      expect({ address, known: isAppRoute(address) }).toEqual({ address, known: true });
    for (const address of ['/no-existe', '/propiedades/x', '/empresa/x/y']) {
      expect(isAppRoute(address)).toBe(false);
    }
  });
});
