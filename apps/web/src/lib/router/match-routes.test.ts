import { describe, expect, it } from 'vitest';
import { matchRoutes, rankRoutes, type RouteObject } from './match-routes';

/** Each route's element is its own name, to read which one matched. */
const table: RouteObject[] = [
  {
    element: 'layout',
    children: [
      { path: '*', element: 'not-found' },
      { index: true, element: 'home' },
      { path: 'propiedad/:slug', element: 'detail' },
      { path: 'propiedad/nueva', element: 'new' },
      { path: 'empresa', element: 'companies' },
      { path: 'empresa/:slug', element: 'company' },
      { element: 'guard', children: [{ path: 'login', element: 'login' }] },
      { path: 'archivos/*', element: 'files' },
    ],
  },
];
const branches = rankRoutes(table);
const open = (pathname: string) => {
  const match = matchRoutes(branches, pathname);
  return match && { elements: match.routes.map((route) => route.element), params: match.params };
};

describe('matchRoutes', () => {
  it('picks the most specific route whatever the table order, through its layouts', () => {
    expect(open('/')).toEqual({ elements: ['layout', 'home'], params: {} });
    expect(open('/propiedad/nueva')?.elements).toEqual(['layout', 'new']);
    expect(open('/propiedad/casa-1')).toEqual({ elements: ['layout', 'detail'], params: { slug: 'casa-1' } });
    expect(open('/login')?.elements).toEqual(['layout', 'guard', 'login']);
    expect(open('/empresa')?.elements).toEqual(['layout', 'companies']);
    expect(open('/no/existe')).toEqual({ elements: ['layout', 'not-found'], params: { '*': 'no/existe' } });
  });

  it('ignores case and trailing slashes, and decodes parameters', () => {
    expect(open('/Empresa/')?.elements).toEqual(['layout', 'companies']);
    expect(open('/propiedad/casa-en-mira%C3%B1ores')?.params).toEqual({ slug: 'casa-en-mirañores' });
    // A stray "%" is kept as typed rather than failing the whole page.
    expect(open('/propiedad/100%')?.params).toEqual({ slug: '100%' });
  });

  it('gives a splat the rest of the path, and a parameter one segment only', () => {
    expect(open('/archivos/a/b.pdf')).toEqual({ elements: ['layout', 'files'], params: { '*': 'a/b.pdf' } });
    expect(open('/propiedad/a/b')?.elements).toEqual(['layout', 'not-found']);
  });

  it('matches nothing when the table has no catch-all', () => {
    expect(matchRoutes(rankRoutes([{ path: 'a', element: 'a' }]), '/b')).toBeNull();
  });
});
