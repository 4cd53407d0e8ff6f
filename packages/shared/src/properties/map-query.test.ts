import { describe, expect, it } from 'vitest';
import { encodePolyline } from '../geo/polyline.ts';
import { PERU_BOUNDS, type LngLat } from '../geo/polygon.ts';
import { propertyListQuerySchema, propertyMapQuerySchema } from './list-query.ts';
import {
  clampBboxToPeru,
  formatBbox,
  mapMessages,
  MAX_ZONE_VERTICES,
  parseBbox,
  parseZone,
  zoneProblem,
} from './map-query.ts';

const square: LngLat[] = [
  [-77.04, -12.1],
  [-77.02, -12.1],
  [-77.02, -12.08],
  [-77.04, -12.08],
];

/** A regular polygon of n corners around Lima's centre (about 1 km across). */
const regular = (n: number): LngLat[] =>
  Array.from({ length: n }, (_, i) => [
    -77.03 + 0.01 * Math.cos((2 * Math.PI * i) / n),
    -12.1 + 0.01 * Math.sin((2 * Math.PI * i) / n),
  ]);

describe('parseBbox', () => {
  it('reads minLng,minLat,maxLng,maxLat', () => {
    expect(parseBbox('-77.1,-12.2,-76.9,-12.0')).toEqual({
      minLng: -77.1,
      minLat: -12.2,
      maxLng: -76.9,
      maxLat: -12,
    });
  });

  it('accepts blanks around the numbers and the whole of Peru', () => {
    const { minLng, minLat, maxLng, maxLat } = PERU_BOUNDS;
    expect(parseBbox(` ${minLng} , ${minLat},${maxLng},${maxLat} `)).toEqual(PERU_BOUNDS);
  });

  it.each([
    ['three numbers', '-77.1,-12.2,-76.9'],
    ['five numbers', '-77.1,-12.2,-76.9,-12.0,1'],
    ['a word', '-77.1,abc,-76.9,-12.0'],
    ['an empty part', '-77.1,,-76.9,-12.0'],
    ['an exponent', '-7.71e1,-12.2,-76.9,-12.0'],
    ['Infinity', '-77.1,-12.2,Infinity,-12.0'],
    ['min longitude above max', '-76.9,-12.2,-77.1,-12.0'],
    ['min latitude above max', '-77.1,-12.0,-76.9,-12.2'],
    ['a box without width', '-77.1,-12.2,-77.1,-12.0'],
  ])('refuses %s as an invalid area', (_case, text) => {
    expect(parseBbox(text)).toBe(mapMessages.invalidBbox);
  });

  it('refuses a box reaching outside Peru', () => {
    expect(parseBbox('-82,-12.2,-76.9,-12.0')).toBe(mapMessages.bboxOutsidePeru);
    expect(parseBbox('-77.1,-12.2,-76.9,0.5')).toBe(mapMessages.bboxOutsidePeru);
  });
});

describe('formatBbox and clampBboxToPeru', () => {
  it('writes the box rounded to 5 decimals, parseable back', () => {
    const text = formatBbox({ minLng: -77.123456789, minLat: -12.2, maxLng: -76.9000001, maxLat: -12 });
    expect(text).toBe('-77.12346,-12.2,-76.9,-12');
    expect(parseBbox(text)).toEqual({ minLng: -77.12346, minLat: -12.2, maxLng: -76.9, maxLat: -12 });
  });

  it('cuts a view of the whole continent down to Peru, and gives null for a view outside it', () => {
    expect(clampBboxToPeru({ minLng: -100, minLat: -30, maxLng: -60, maxLat: 10 })).toEqual(PERU_BOUNDS);
    expect(clampBboxToPeru({ minLng: -60, minLat: -30, maxLng: -50, maxLat: -20 })).toBeNull();
  });
});

describe('parseZone and zoneProblem', () => {
  it('decodes a valid zone to its open ring', () => {
    expect(parseZone(encodePolyline(square))).toEqual(square);
    expect(parseZone(encodePolyline([...square, square[0] as LngLat]))).toEqual(square);
  });

  it('accepts exactly MAX_ZONE_VERTICES corners and refuses one more', () => {
    expect(zoneProblem(regular(MAX_ZONE_VERTICES))).toBeNull();
    expect(parseZone(encodePolyline(regular(MAX_ZONE_VERTICES + 1)))).toBe(mapMessages.zoneTooManyVertices);
    expect(mapMessages.zoneTooManyVertices).toBe('La zona dibujada tiene demasiados vértices (máximo 100).');
  });

  it('refuses a malformed text', () => {
    expect(parseZone('not a polyline!')).toBe(mapMessages.invalidZone);
    expect(mapMessages.invalidZone).toBe('La zona dibujada no es válida.');
  });

  it('refuses fewer than 3 distinct corners, or corners on one line', () => {
    expect(parseZone('')).toBe(mapMessages.zoneTooFewVertices);
    expect(zoneProblem(square.slice(0, 2))).toBe(mapMessages.zoneTooFewVertices);
    expect(zoneProblem([square[0], square[1], square[0], square[1]] as LngLat[])).toBe(
      mapMessages.zoneTooFewVertices,
    );
    expect(
      zoneProblem([
        [-77.04, -12.1],
        [-77.03, -12.1],
        [-77.02, -12.1],
      ]),
    ).toBe(mapMessages.zoneTooFewVertices);
  });

  it('refuses a zone reaching outside Peru', () => {
    expect(zoneProblem([...square.slice(0, 3), [-85, -12.08]])).toBe(mapMessages.zoneOutsidePeru);
    expect(mapMessages.zoneOutsidePeru).toBe('La zona dibujada debe estar dentro del Perú.');
  });

  it('refuses a bow tie', () => {
    const bowTie: LngLat[] = [square[0], square[2], square[1], square[3]] as LngLat[];
    expect(parseZone(encodePolyline(bowTie))).toBe(mapMessages.zoneSelfIntersects);
    expect(mapMessages.zoneSelfIntersects).toBe('La zona dibujada no puede cruzarse a sí misma.');
  });
});

describe('bbox and within in the listing and map queries', () => {
  it('the listing reads both with the other filters', () => {
    const parsed = propertyListQuerySchema.parse({
      bbox: '-77.1,-12.2,-76.9,-12.0',
      within: encodePolyline(square),
      operation: 'rent',
    });
    expect(parsed.bbox).toEqual({ minLng: -77.1, minLat: -12.2, maxLng: -76.9, maxLat: -12 });
    expect(parsed.within).toEqual(square);
    expect(parsed.operation).toBe('rent');
  });

  it('the listing treats blank values as absent and refuses bad ones with their message', () => {
    const parsed = propertyListQuerySchema.parse({ bbox: '', within: ' ' });
    expect(parsed.bbox).toBeUndefined();
    expect(parsed.within).toBeUndefined();
    const bad = propertyListQuerySchema.safeParse({ bbox: '1,2,3' });
    expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['bbox'], mapMessages.invalidBbox],
    ]);
  });

  it('the map requires the area and an integer zoom from 0 to 20', () => {
    const ok = propertyMapQuerySchema.parse({ bbox: '-77.1,-12.2,-76.9,-12.0', zoom: '12' });
    expect(ok.zoom).toBe(12);
    const messages = (input: Record<string, string>) =>
      propertyMapQuerySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ zoom: '12' })).toEqual([mapMessages.bboxRequired]);
    expect(messages({ bbox: '-77.1,-12.2,-76.9,-12.0' })).toEqual([mapMessages.invalidZoom]);
    for (const zoom of ['-1', '21', '12.5', 'doce']) {
      expect(messages({ bbox: '-77.1,-12.2,-76.9,-12.0', zoom })).toEqual([mapMessages.invalidZoom]);
    }
  });
});
