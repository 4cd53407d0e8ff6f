import { describe, expect, it } from 'vitest';
import { suggestPlaces } from './place-suggestions.ts';

describe('place suggestions', () => {
  it("offers both Miraflores of the capitals first for 'mira', with the filters each sets", () => {
    const [first, second, ...rest] = suggestPlaces('mira');
    expect([first, second]).toEqual([
      { kind: 'district', label: 'Miraflores, Arequipa', region: '04', province: '0401', district: '040110' },
      { kind: 'district', label: 'Miraflores, Lima', region: '15', province: '1501', district: '150122' },
    ]);
    expect(rest.map((place) => place.label)).toContain('Miraflores, Yauyos, Lima');
  });

  it('ignores accents and case, and matches a word inside the name', () => {
    expect(suggestPlaces('JESUS ma')[0]).toMatchObject({ label: 'Jesús María, Lima', district: '150113' });
    expect(suggestPlaces('maría').map((place) => place.label)).toContain('Jesús María, Lima');
  });

  it('offers a department before its namesake province and districts', () => {
    const labels = suggestPlaces('arequipa').map((place) => [place.kind, place.label]);
    expect(labels.slice(0, 3)).toEqual([
      ['department', 'Arequipa'],
      ['province', 'Arequipa'],
      ['district', 'Arequipa'],
    ]);
  });

  it('puts the places with more listings first', () => {
    const listings = new Map([
      ['150131', 40], // San Isidro, Lima
      ['150130', 12], // San Borja, Lima
    ]);
    const labels = suggestPlaces('san', listings).map((place) => place.label);
    expect(labels.indexOf('San Isidro, Lima')).toBe(0);
    expect(labels.indexOf('San Borja, Lima')).toBe(1);
  });

  it('offers nothing for one letter or for a text no place starts with, and at most eight', () => {
    expect(suggestPlaces('m')).toEqual([]);
    expect(suggestPlaces('zzzq')).toEqual([]);
    expect(suggestPlaces('san')).toHaveLength(8);
    expect(suggestPlaces('san', new Map(), 3)).toHaveLength(3);
  });
});
