import { describe, expect, it } from 'vitest';
import { offerErrors, offerWrites } from './offer-writes';
import { emptyOffers, offersFromListings, type OffersValues } from './offer-values';

const stored = offersFromListings([
  {
    id: 8,
    operation: 'sale',
    price: '450000.00',
    currency: 'USD',
    status: 'active',
    maintenance_fee: null,
    min_term_months: null,
    price_pen: '1687500.00',
  },
]);

const withRent = (offers: OffersValues, price: number | null): OffersValues => ({
  ...offers,
  rent: { ...offers.rent, enabled: true, price, maintenance_fee: 300, min_term_months: 12 },
});

describe('offer writes of the save sequence', () => {
  it('sends nothing for an unchanged offer, and updates a changed one by its id', () => {
    expect(offerWrites(stored, stored)).toEqual([]);
    const cheaper = { ...stored, sale: { ...stored.sale, price: 430000 } };
    expect(offerWrites(stored, cheaper)).toEqual([
      {
        kind: 'update',
        operation: 'sale',
        id: 8,
        listing: { operation: 'sale', price: 430000, currency: 'USD', status: 'active' },
      },
    ]);
  });

  it('deletes an unchecked stored offer first, then creates the new one', () => {
    const rentOnly = withRent({ ...stored, sale: { ...stored.sale, enabled: false } }, 2800);
    expect(offerWrites(stored, rentOnly).map((write) => `${write.kind} ${write.operation}`)).toEqual([
      'delete sale',
      'create rent',
    ]);
  });

  it("names each refused field with the shared schema's message", () => {
    expect(offerErrors(withRent(emptyOffers(), 0))).toEqual({
      'offers.rent.price': 'El precio de la oferta debe ser un número mayor que 0',
    });
    expect(offerErrors(emptyOffers())).toEqual({});
  });
});
