import { describe, expect, it } from 'vitest';
import { mapCountText } from './search-map-texts';

describe('mapCountText', () => {
  it('counts exactly up to 10,000 and says "Más de" beyond, as the listing does', () => {
    expect(mapCountText(1)).toBe('1 propiedad en el mapa');
    expect(mapCountText(2_340)).toBe('2,340 propiedades en el mapa');
    expect(mapCountText(10_000, false)).toBe('Más de 10,000 propiedades en el mapa');
  });
});
