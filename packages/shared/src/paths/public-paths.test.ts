import { describe, expect, it } from 'vitest';
import { absoluteUrl, publicPaths } from './public-paths.ts';

describe('publicPaths', () => {
  it('gives the canonical /propiedad/ and /empresa/ addresses, with what a visitor typed encoded', () => {
    expect(publicPaths.property('casa-en-surco-3')).toBe('/propiedad/casa-en-surco-3');
    expect(publicPaths.property('a b/c')).toBe('/propiedad/a%20b%2Fc');
    expect(publicPaths.company('inmobiliaria-andina')).toBe('/empresa/inmobiliaria-andina');
    expect(publicPaths.company('x?y')).toBe('/empresa/x%3Fy');
  });

  it("puts e-mail links' tokens in the query, encoded", () => {
    expect(publicPaths.confirmEmail('a+b/c')).toBe('/api/v1/auth/confirm_email?token=a%2Bb%2Fc');
    expect(publicPaths.oneClickUnsubscribe('t')).toBe('/api/v1/saved_searches/unsubscribe?token=t');
    expect(publicPaths.unsubscribePage('t')).toBe('/alertas/baja?token=t');
    expect(publicPaths.invitation('a/b')).toBe('/invitacion/a%2Fb');
  });

  it('writes the listing with a search, and without one', () => {
    expect(publicPaths.listingWith('operation=rent')).toBe('/propiedades?operation=rent');
    expect(publicPaths.listingWith('')).toBe('/propiedades');
  });

  it('makes a full URL of a path, and leaves a full URL as it is', () => {
    expect(absoluteUrl('https://inmoperu.pe', '/empresa/x')).toBe('https://inmoperu.pe/empresa/x');
    expect(absoluteUrl('https://inmoperu.pe', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
  });
});
