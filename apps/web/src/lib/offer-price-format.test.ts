import { describe, expect, it } from 'vitest';
import type { ExchangeRate } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import {
  formatApproxPrice,
  formatPricePerM2,
  formatPriceWithApprox,
  formatRateNote,
  priceLines,
  type PricedProperty,
} from './offer-price-format';

const rate: ExchangeRate = { rate: '3.75', date: '2026-11-20', source: 'env' };
// Intl writes a no-break space after the currency; the screens show it as a space.
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

const offer = (operation: 'sale' | 'rent', price: string, currency: string, status = 'active') => ({
  operation,
  price,
  currency,
  status,
});

const property = (overrides: Partial<PricedProperty> = {}): PricedProperty => ({
  price: '350000.00',
  currency: 'USD',
  area_m2: '100.00',
  listings: [],
  ...overrides,
});

describe('offer prices', () => {
  it('writes a sale in its own currency first and the other one approximately', () => {
    const line = { operation: 'sale' as const, price: '250000.00', currency: 'USD' };
    expect(plain(formatPriceWithApprox(line, rate))).toBe('USD 250,000 (≈ S/ 937,500)');
  });

  it('writes a rent per month in both currencies', () => {
    const line = { operation: 'rent' as const, price: '2800.00', currency: 'PEN' };
    expect(plain(formatPriceWithApprox(line, rate))).toBe('S/ 2,800 /mes (≈ USD 747 /mes)');
  });

  it('shows only the own currency without a rate, and never converts euros', () => {
    const line = { operation: null, price: '1000', currency: 'PEN' };
    expect(plain(formatPriceWithApprox(line, undefined))).toBe('S/ 1,000');
    expect(formatApproxPrice({ ...line, currency: 'EUR' }, rate)).toBeNull();
  });

  it('names the rate and its date', () => {
    expect(formatRateNote(rate)).toBe('Tipo de cambio 3.75 del 20/11/2026');
    expect(formatRateNote({ ...rate, rate: '3.7125' })).toBe('Tipo de cambio 3.7125 del 20/11/2026');
  });

  it('lists the active offers, sale first, and the own price only without one', () => {
    const listings = [
      offer('rent', '2800.00', 'PEN'),
      offer('sale', '250000.00', 'USD'),
      offer('sale', '1.00', 'PEN', 'closed'),
    ];
    expect(priceLines(property({ listings })).map((line) => line.operation)).toEqual(['sale', 'rent']);
    // Searching for a rent, the rent comes first and gives the price per m².
    expect(priceLines(property({ listings }), 'rent').map((line) => line.operation)).toEqual([
      'rent',
      'sale',
    ]);
    expect(plain(formatPricePerM2(property({ listings }), 'rent'))).toBe('S/ 28/m² al mes');
    expect(priceLines(property({ listings: [offer('sale', '1.00', 'PEN', 'paused')] }))).toEqual([
      { operation: null, price: '350000.00', currency: 'USD' },
    ]);
  });

  it('gives the price per m² of the main offer, per month for a rent, only with an area', () => {
    expect(plain(formatPricePerM2(property({ listings: [offer('sale', '985000.00', 'PEN')] })))).toBe(
      'S/ 9,850/m²',
    );
    expect(plain(formatPricePerM2(property({ listings: [offer('rent', '2800.00', 'PEN')] })))).toBe(
      'S/ 28/m² al mes',
    );
    expect(plain(formatPricePerM2(property()))).toBe('USD 3,500/m²');
    expect(formatPricePerM2(property({ area_m2: '0' }))).toBeNull();
    expect(formatPricePerM2(property({ area_m2: null }))).toBeNull();
  });
});
