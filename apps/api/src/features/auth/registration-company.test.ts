import { describe, expect, it } from 'vitest';
import { safeLink, slugify } from '../companies/management/registration-company.ts';

describe('slugify', () => {
  it.each([
    ['Inversiones Álamo & Cía.', 'inversiones-alamo-cia'],
    ['  Señor de los Milagros S.A.C. ', 'senor-de-los-milagros-s-a-c'],
    ['Ñuñoa---Propiedades', 'nunoa-propiedades'],
    ['¡¡¡', 'empresa'],
    // A path of digits names a company by id, so an all-digit name never becomes the slug alone.
    ['2024', 'empresa-2024'],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));

  it('caps the length', () => {
    expect(slugify('a'.repeat(200)).length).toBeLessThanOrEqual(80);
  });
});

describe('safeLink', () => {
  it('keeps http(s) links and handles, prefixes a bare website, drops other schemes', () => {
    expect(safeLink('https://alamo.pe')).toBe('https://alamo.pe');
    expect(safeLink('alamo.pe', { isWebsite: true })).toBe('https://alamo.pe');
    expect(safeLink('@alamo')).toBe('@alamo');
    expect(safeLink('  ')).toBeNull();
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('JavaScript:alert(1)', { isWebsite: true })).toBeNull();
    expect(safeLink('data:text/html,hola')).toBeNull();
  });
});
