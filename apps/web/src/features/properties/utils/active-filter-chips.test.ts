import { describe, expect, it } from 'vitest';
import { activeFilterChips } from './active-filter-chips';
import { parseListingParams } from './listing-params';

const chips = (query: string) =>
  activeFilterChips(parseListingParams(new URLSearchParams(query))).map((chip) =>
    chip.label.replace(/\s/g, ' '),
  );

describe('activeFilterChips', () => {
  it('names each filter set, the price in its currency', () => {
    expect(
      chips(
        'property_detail_type=ApartmentResource&currency=USD&max_price=900&min_area=40&min_bedrooms=2&min_parking=4&with_photos=true',
      ),
    ).toEqual([
      'Departamento',
      'Hasta USD 900',
      'Desde 40 m²',
      '2+ dormitorios',
      '4+ estacionamientos',
      'Con fotos',
    ]);
    expect(chips('min_price=1000&max_price=3000&min_bathrooms=1')).toEqual([
      'S/ 1,000 – S/ 3,000',
      '1+ baño',
    ]);
  });

  it('removes a filter with its companions: the price range with its currency', () => {
    const [price] = activeFilterChips(parseListingParams(new URLSearchParams('currency=USD&min_price=5')));
    expect(price!.change).toEqual({ min_price: undefined, max_price: undefined, currency: undefined });
  });
});
