import { describe, expect, it } from 'vitest';
import { mainOffer, pricePerM2 } from './main-offer.ts';

describe('mainOffer', () => {
  it('is the active sale offer, else the active rent offer', () => {
    const sale = { operation: 'sale', status: 'active' } as const;
    const rent = { operation: 'rent', status: 'active' } as const;
    const pausedSale = { operation: 'sale', status: 'paused' } as const;
    expect(mainOffer([rent, sale])).toBe(sale);
    expect(mainOffer([pausedSale, rent])).toBe(rent);
    expect(mainOffer([pausedSale])).toBeUndefined();
  });
});

describe('pricePerM2', () => {
  it('divides by the area, null without one', () => {
    expect(pricePerM2('985000.00', '100.00')).toBe(9850);
    expect(pricePerM2('985000.00', null)).toBeNull();
    expect(pricePerM2('985000.00', '0')).toBeNull();
    expect(pricePerM2(null, '100')).toBeNull();
  });
});
