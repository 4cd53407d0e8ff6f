import { describe, expect, it } from 'vitest';
import { placeText } from './place-text';

const address = { line: null, country: 'PE', postal_code: null };

describe('placeText', () => {
  it("reads 'district, province', the region standing in for a missing province", () => {
    expect(placeText({ ...address, district: 'Miraflores', province: 'Lima', region: 'Lima' })).toBe(
      'Miraflores, Lima',
    );
    expect(placeText({ ...address, district: 'Sachaca', province: null, region: 'Arequipa' })).toBe(
      'Sachaca, Arequipa',
    );
  });

  it('is empty when the property has no place', () => {
    expect(placeText({ ...address, district: ' ', province: null, region: null })).toBe('');
  });
});
