import { describe, expect, it } from 'vitest';
import {
  closeRing,
  isInsidePeru,
  openRing,
  PERU_BOUNDS,
  ringHasArea,
  ringSelfIntersects,
  type LngLat,
} from './polygon.ts';
import { polygonMessages, polygonProblem, ringAreaM2, ringCentroid, ringLengthM } from './outline.ts';

/** A square of `side` degrees with its south-west corner at (lng, lat), open. */
const square = (lng: number, lat: number, side: number): LngLat[] => [
  [lng, lat],
  [lng + side, lat],
  [lng + side, lat + side],
  [lng, lat + side],
];

/** About 100 m × 100 m in Miraflores, Lima: 0.0009° of latitude is 100 m. */
const LIMA_LAT = -12.12;
const LNG_100M = 100 / (111_320 * Math.cos((LIMA_LAT * Math.PI) / 180));
const LAT_100M = 100 / 110_574;
const limaPlot: LngLat[] = [
  [-77.03, LIMA_LAT],
  [-77.03 + LNG_100M, LIMA_LAT],
  [-77.03 + LNG_100M, LIMA_LAT + LAT_100M],
  [-77.03, LIMA_LAT + LAT_100M],
];

describe('closeRing and openRing', () => {
  it('closes an open ring by repeating the first corner, once', () => {
    const ring = square(0, 0, 1);
    expect(closeRing(ring)).toEqual([...ring, [0, 0]]);
    expect(closeRing(closeRing(ring))).toEqual([...ring, [0, 0]]);
  });

  it('drops the closing corner and consecutive duplicates', () => {
    expect(
      openRing([
        [0, 0],
        [1, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
    ]);
    expect(closeRing([])).toEqual([]);
  });
});

describe('ringSelfIntersects', () => {
  it('accepts a square, closed or open, in either direction', () => {
    expect(ringSelfIntersects(square(0, 0, 1))).toBe(false);
    expect(ringSelfIntersects(closeRing(square(0, 0, 1)))).toBe(false);
    expect(ringSelfIntersects([...square(0, 0, 1)].reverse())).toBe(false);
  });

  it('accepts a concave outline (an L shape)', () => {
    const lShape: LngLat[] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ];
    expect(ringSelfIntersects(lShape)).toBe(false);
  });

  it('finds the crossing of a bow tie', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe(true);
  });

  it('finds an outline that touches itself at a corner', () => {
    // A figure eight through the shared corner (1, 1).
    const eight: LngLat[] = [
      [0, 0],
      [1, 1],
      [2, 0],
      [2, 2],
      [1, 1],
      [0, 2],
    ];
    expect(ringSelfIntersects(eight)).toBe(true);
  });

  it('finds an edge that folds back over the previous one (a spike)', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(true);
  });

  it('accepts a redundant corner in the middle of a straight edge', () => {
    expect(
      ringSelfIntersects([
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 1],
        [0, 1],
      ]),
    ).toBe(false);
  });
});

describe('ringHasArea', () => {
  it('is false for corners on one line and true for a bow tie (zero signed area, still a shape)', () => {
    expect(
      ringHasArea([
        [0, 0],
        [1, 1],
        [2, 2],
      ]),
    ).toBe(false);
    expect(
      ringHasArea([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
    ).toBe(true);
  });
});

describe('isInsidePeru', () => {
  it('accepts Lima, Iquitos, Tacna and Puerto Maldonado', () => {
    expect(isInsidePeru(-77.0428, -12.0464)).toBe(true);
    expect(isInsidePeru(-73.2538, -3.7491)).toBe(true);
    expect(isInsidePeru(-70.2536, -18.0066)).toBe(true);
    expect(isInsidePeru(-69.1892, -12.5933)).toBe(true);
  });

  it('refuses Madrid, swapped coordinates, the box edges exceeded and non-finite numbers', () => {
    expect(isInsidePeru(-3.7038, 40.4168)).toBe(false);
    expect(isInsidePeru(-12.0464, -77.0428)).toBe(false);
    expect(isInsidePeru(PERU_BOUNDS.minLng - 0.01, -12)).toBe(false);
    expect(isInsidePeru(-75, PERU_BOUNDS.maxLat + 0.01)).toBe(false);
    expect(isInsidePeru(Number.NaN, -12)).toBe(false);
  });
});

describe('ringAreaM2 and ringLengthM', () => {
  it('measures a 100 m square in Lima as about 10 000 m² and 400 m', () => {
    expect(ringAreaM2(limaPlot)).toBeGreaterThan(9_900);
    expect(ringAreaM2(limaPlot)).toBeLessThan(10_100);
    expect(ringLengthM(limaPlot)).toBeGreaterThan(396);
    expect(ringLengthM(limaPlot)).toBeLessThan(404);
  });

  it('gives the same area closed or open and in either direction', () => {
    const area = ringAreaM2(limaPlot);
    expect(ringAreaM2(closeRing(limaPlot))).toBeCloseTo(area, 6);
    expect(ringAreaM2([...limaPlot].reverse())).toBeCloseTo(area, 6);
  });

  it('is 0 for fewer than three corners', () => {
    expect(
      ringAreaM2([
        [0, 0],
        [1, 1],
      ]),
    ).toBe(0);
    expect(ringLengthM([[0, 0]])).toBe(0);
  });
});

describe('ringCentroid', () => {
  it('is the centre of a square', () => {
    const [lng, lat] = ringCentroid(square(-77, -12, 0.01)) ?? [0, 0];
    expect(lng).toBeCloseTo(-76.995, 9);
    expect(lat).toBeCloseTo(-11.995, 9);
  });

  it('weights by area, not by corners (an extra corner on an edge does not move it)', () => {
    const withExtra: LngLat[] = [
      [0, 0],
      [0.5, 0],
      [0.6, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    const [lng, lat] = ringCentroid(withExtra) ?? [0, 0];
    expect(lng).toBeCloseTo(0.5, 9);
    expect(lat).toBeCloseTo(0.5, 9);
  });

  it('is null for an empty ring', () => {
    expect(ringCentroid([])).toBeNull();
  });
});

describe('polygonProblem', () => {
  it('accepts a plot in Lima', () => {
    expect(polygonProblem(limaPlot)).toBeNull();
    expect(polygonProblem(closeRing(limaPlot))).toBeNull();
  });

  it('names each problem in Spanish', () => {
    expect(
      polygonProblem([
        [-77, -12],
        [-77.01, -12.01],
        [-77, -12.01],
        [-77.01, -12],
      ]),
    ).toBe('¡Error! El polígono no puede intersectarse.');
    expect(
      polygonProblem([
        [-77, -12],
        [-77.01, -12],
      ]),
    ).toBe(polygonMessages.tooFewPoints);
    expect(
      polygonProblem([
        [-77, -12],
        [-77.01, -12.01],
        [-77.02, -12.02],
      ]),
    ).toBe(polygonMessages.tooFewPoints);
    expect(polygonProblem(square(-3.7, 40.4, 0.01))).toBe(polygonMessages.outsidePeru);
  });

  it('refuses an outline with too many corners', () => {
    const many: LngLat[] = Array.from({ length: 501 }, (_, i) => {
      const angle = (2 * Math.PI * i) / 501;
      return [-77 + 0.01 * Math.cos(angle), -12 + 0.01 * Math.sin(angle)];
    });
    expect(polygonProblem(many)).toBe(polygonMessages.tooManyPoints);
    expect(polygonProblem(many.slice(0, 500))).toBeNull();
  });
});
