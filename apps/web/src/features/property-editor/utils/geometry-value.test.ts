import { describe, expect, it } from 'vitest';
import { acceptGeometry, hasGeometry, noGeometry } from './geometry-value';

const triangle: [number, number][] = [
  [-77.03, -12.05],
  [-77.02, -12.05],
  [-77.025, -12.04],
];

describe('acceptGeometry', () => {
  it('stores a drawn outline closed, rounded to 7 decimals, and clears the point', () => {
    expect(
      acceptGeometry({
        polygon_coordinates: [[-77.030000004, -12.05], ...triangle.slice(1)],
        latitude: -12,
        longitude: -77,
      }),
    ).toEqual({
      value: { polygon_coordinates: [...triangle, triangle[0]], latitude: null, longitude: null },
    });
  });

  it('refuses an outline that crosses itself with the spec message', () => {
    const bowTie: [number, number][] = [
      [-77.03, -12.05],
      [-77.02, -12.04],
      [-77.02, -12.05],
      [-77.03, -12.04],
    ];
    expect(acceptGeometry({ ...noGeometry, polygon_coordinates: bowTie })).toEqual({
      problem: '¡Error! El polígono no puede intersectarse.',
    });
  });

  it('stores a marker and clears the outline; refuses a point outside Peru', () => {
    expect(acceptGeometry({ polygon_coordinates: null, latitude: -12.0464, longitude: -77.0428 })).toEqual({
      value: { polygon_coordinates: null, latitude: -12.0464, longitude: -77.0428 },
    });
    expect(acceptGeometry({ polygon_coordinates: null, latitude: 40.4, longitude: -3.7 })).toEqual({
      problem: 'La ubicación debe estar dentro del Perú.',
    });
  });

  it('clears all three when the shape is removed', () => {
    expect(acceptGeometry(noGeometry)).toEqual({ value: noGeometry });
    expect(hasGeometry(noGeometry)).toBe(false);
    expect(hasGeometry({ ...noGeometry, latitude: -12, longitude: -77 })).toBe(true);
  });
});
