import { describe, expect, it } from 'vitest';
import { createPath, parsePath, resolveTo } from './path';

const here = { pathname: '/propiedades/lima', search: '?page=2', hash: '#resultados' };

describe('resolveTo', () => {
  it('keeps an absolute target as it is', () => {
    expect(createPath(resolveTo('/propiedad/casa-1?foto=2#mapa', here))).toBe(
      '/propiedad/casa-1?foto=2#mapa',
    );
  });

  it('puts a query string on the current page, dropping its fragment', () => {
    expect(createPath(resolveTo('?page=3', here))).toBe('/propiedades/lima?page=3');
    expect(createPath(resolveTo('?', here))).toBe('/propiedades/lima');
  });

  it('keeps page and query for a fragment, as a browser does', () => {
    expect(createPath(resolveTo('#mapa', here))).toBe('/propiedades/lima?page=2#mapa');
  });

  it('walks relative segments from the current path', () => {
    expect(resolveTo('cayma', here).pathname).toBe('/propiedades/lima/cayma');
    expect(resolveTo('../arequipa', here).pathname).toBe('/propiedades/arequipa');
    expect(resolveTo('../../../..', here).pathname).toBe('/');
  });

  it('takes the parts of a path object', () => {
    expect(createPath(resolveTo({ search: 'q=1' }, here))).toBe('/propiedades/lima?q=1');
    expect(createPath(resolveTo({ pathname: '/a', hash: 'b' }, here))).toBe('/a#b');
  });
});

describe('parsePath', () => {
  it('splits the parts and leaves out those that are absent', () => {
    expect(parsePath('/a?b=1#c?d')).toEqual({ pathname: '/a', search: '?b=1', hash: '#c?d' });
    expect(parsePath('?b=1')).toEqual({ search: '?b=1' });
  });
});
