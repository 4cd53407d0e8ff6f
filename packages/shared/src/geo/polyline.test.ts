import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline, MAX_POLYLINE_LENGTH } from './polyline.ts';
import type { LngLat } from './polygon.ts';

describe('encodePolyline', () => {
  it("gives Google's reference text for its reference line (lat 38.5, lng -120.2 …)", () => {
    const points: LngLat[] = [
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('encodes nothing as the empty text', () => {
    expect(encodePolyline([])).toBe('');
  });

  it('rounds to 5 decimals', () => {
    expect(decodePolyline(encodePolyline([[-77.0312345, -12.1198765]]))).toEqual([[-77.03123, -12.11988]]);
  });
});

describe('decodePolyline', () => {
  it('reads back what encodePolyline wrote, in [lng, lat] order', () => {
    const zone: LngLat[] = [
      [-77.04, -12.1],
      [-77.02, -12.1],
      [-77.02, -12.09],
      [-77.04, -12.09],
    ];
    expect(decodePolyline(encodePolyline(zone))).toEqual(zone);
  });

  it("reads Google's reference text", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('survives a URL round trip through encodeURIComponent', () => {
    const zone: LngLat[] = [
      [-77.03654, -12.0931],
      [-77.01, -12.13],
      [-76.99, -12.1],
    ];
    const text = encodePolyline(zone);
    expect(decodePolyline(decodeURIComponent(encodeURIComponent(text)))).toEqual(zone);
  });

  it('returns the empty line for the empty text', () => {
    expect(decodePolyline('')).toEqual([]);
  });

  it.each([
    ['a character below 63', '_p~iF ~ps|U'],
    ['a character above 126', '_p~iF~ps|U\u00ff'],
    ['a value cut short', '_p~iF~ps|'],
    ['a latitude without its longitude', '_p~iF'],
    ['a number beyond any coordinate', '~~~~~~~?'],
    ['a text too long', '??'.repeat(MAX_POLYLINE_LENGTH)],
  ])('returns null for %s', (_case, text) => {
    expect(decodePolyline(text)).toBeNull();
  });
});
