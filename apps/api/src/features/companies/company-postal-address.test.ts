import { describe, expect, it } from 'vitest';
import { companyPostalAddress } from './company-postal-address.ts';

describe('companyPostalAddress', () => {
  it.each([
    ['Av. José Larco 1232, Of. 602, Miraflores, Lima', 'Av. José Larco 1232, Of. 602', 'Miraflores', 'Lima'],
    ['Av. Primavera 1870, Santiago de Surco, Lima', 'Av. Primavera 1870', 'Santiago de Surco', 'Lima'],
    ['Av. España 1540, Trujillo, La Libertad', 'Av. España 1540', 'Trujillo', 'La Libertad'],
    ['Jr. Tarma 345, La Merced, Chanchamayo, Junín', 'Jr. Tarma 345, La Merced', 'Chanchamayo', 'Junín'],
    ['Calle Mercaderes 212, Cercado, Arequipa', 'Calle Mercaderes 212, Cercado', 'Arequipa', 'Arequipa'],
    ['Av. El Sol 814, Cusco', 'Av. El Sol 814', 'Cusco', 'Cusco'],
    ['Av. Néstor Gambetta 5120, Callao', 'Av. Néstor Gambetta 5120', 'Callao', 'Callao'],
    ['Calle Los Pinos 12, Miraflores, Lima, Lima', 'Calle Los Pinos 12', 'Miraflores', 'Lima'],
    ['av. larco 10, miraflores, lima', 'av. larco 10', 'Miraflores', 'Lima'],
  ])('%s: the street, the locality and the region apart', (address, street, locality, region) => {
    expect(companyPostalAddress(address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: locality,
      addressRegion: region,
      addressCountry: 'PE',
    });
  });

  it('keeps a locality several departments share without guessing its region', () => {
    expect(companyPostalAddress('Av. Larco 123, Miraflores')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Av. Larco 123',
      addressLocality: 'Miraflores',
      addressCountry: 'PE',
    });
  });

  it('names the region alone when the department has no capital of its name', () => {
    expect(companyPostalAddress('Fundo El Carmen s/n, La Libertad')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Fundo El Carmen s/n',
      addressRegion: 'La Libertad',
      addressCountry: 'PE',
    });
  });

  it('keeps an address with no known place as the street, and an empty one as the country alone', () => {
    expect(companyPostalAddress('Oficina 5, Torre Norte')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Oficina 5, Torre Norte',
      addressCountry: 'PE',
    });
    expect(companyPostalAddress(null)).toEqual({ '@type': 'PostalAddress', addressCountry: 'PE' });
    expect(companyPostalAddress(' , ')).toEqual({ '@type': 'PostalAddress', addressCountry: 'PE' });
  });
});
