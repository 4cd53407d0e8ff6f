import { describe, expect, it } from 'vitest';
import { placeText } from './place-text';
import { propertyPath } from './property-path';

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

describe('propertyPath', () => {
  it('is the canonical /propiedad/ address, with what a visitor typed encoded', () => {
    expect(propertyPath('casa-en-surco-3')).toBe('/propiedad/casa-en-surco-3');
    expect(propertyPath('a b/c')).toBe('/propiedad/a%20b%2Fc');
  });
});
