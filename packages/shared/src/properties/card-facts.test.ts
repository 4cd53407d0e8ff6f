import { describe, expect, it } from 'vitest';
import { cardFacts } from './card-facts.ts';

const none = { bedrooms: null, bathrooms: null, parking_spaces: null, area_m2: null };

describe('cardFacts', () => {
  it("writes a flat's or a house's rooms and area as the portals do", () => {
    expect(cardFacts({ bedrooms: 3, bathrooms: 2, parking_spaces: 1, area_m2: '120.00' })).toEqual([
      '3 dorm.',
      '2 baños',
      '120 m²',
    ]);
    expect(cardFacts({ ...none, bedrooms: 1, bathrooms: 1, area_m2: '45.5' })).toEqual([
      '1 dorm.',
      '1 baño',
      '45.5 m²',
    ]);
    expect(cardFacts({ ...none, bedrooms: 4, bathrooms: 2.5, area_m2: '1250' })).toEqual([
      '4 dorm.',
      '2.5 baños',
      '1,250 m²',
    ]);
  });

  it('keeps to what the type has: parking for an office, the area alone for land', () => {
    expect(cardFacts({ ...none, parking_spaces: 2, area_m2: '80' })).toEqual(['2 estac.', '80 m²']);
    expect(cardFacts({ ...none, area_m2: '5000' })).toEqual(['5,000 m²']);
    expect(cardFacts({ ...none, bedrooms: 0, bathrooms: 0 })).toEqual([]);
  });
});
