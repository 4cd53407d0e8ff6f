import { describe, expect, it } from 'vitest';
import { listingHref } from './listing-href';

describe('listingHref', () => {
  it('opens the listing with the saved filters', () => {
    expect(listingHref({ filters: { operation: 'rent', min_bedrooms: 2 } })).toBe(
      '/propiedades?operation=rent&min_bedrooms=2',
    );
  });

  it('opens a search over a map area or a drawn zone on the map', () => {
    expect(listingHref({ filters: { bbox: '-77.05,-12.13,-77.01,-12.09' } })).toBe(
      '/propiedades?bbox=-77.05%2C-12.13%2C-77.01%2C-12.09&vista=mapa',
    );
    expect(listingHref({ filters: { within: 'abc', operation: 'sale' } })).toBe(
      '/propiedades?within=abc&operation=sale&vista=mapa',
    );
  });
});
