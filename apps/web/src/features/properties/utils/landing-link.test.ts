import { describe, expect, it } from 'vitest';
import { landingLink } from './landing-link';
import type { ListingParams } from './listing-params';

const base: ListingParams = { sort: 'smart_ranking', page: 1 };

describe('landingLink', () => {
  it('links an operation, a type and a place to their landing page', () => {
    expect(
      landingLink(
        {
          ...base,
          operation: 'rent',
          property_detail_type: 'ApartmentResource',
          region: '15',
          province: '1501',
          district: '150122',
        },
        ['Lima', 'Lima', 'Miraflores'],
      ),
    ).toEqual({
      href: '/alquiler/departamentos/lima/lima/miraflores',
      label: 'Resumen de departamentos en alquiler en Miraflores',
    });
    expect(landingLink({ ...base, operation: 'sale', property_detail_type: 'HouseResource' }, [])).toEqual({
      href: '/venta/casas',
      label: 'Resumen de casas en venta en el Perú',
    });
  });

  it('has no link while names load, without operation or type, or with any other filter', () => {
    const filters = {
      ...base,
      operation: 'rent',
      property_detail_type: 'ApartmentResource',
      region: '15',
    } as const;
    expect(landingLink(filters, null)).toBeNull();
    expect(landingLink({ ...filters, operation: undefined }, ['Lima'])).toBeNull();
    expect(landingLink({ ...filters, min_price: 1000 }, ['Lima'])).toBeNull();
    expect(landingLink({ ...filters, search: 'piscina' }, ['Lima'])).toBeNull();
  });
});
