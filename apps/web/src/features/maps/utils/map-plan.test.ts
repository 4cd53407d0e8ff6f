import { describe, expect, it } from 'vitest';
import { planMap } from './map-plan';

const ring: [number, number][] = [
  [-77.03, -12.12],
  [-77.02, -12.12],
  [-77.02, -12.11],
  [-77.03, -12.12],
];
const geometry = { type: 'Point', coordinates: [-77.05, -12.05] };

describe('planMap', () => {
  it('draws the polygon first, in Leaflet order, with the geometry as its fallback', () => {
    expect(planMap({ polygon_coordinates: ring, latitude: -12.1, longitude: -77, geometry })).toEqual({
      kind: 'polygon',
      ring: [
        [-12.12, -77.03],
        [-12.12, -77.02],
        [-12.11, -77.02],
        [-12.12, -77.03],
      ],
      fallback: geometry,
    });
  });

  it('then the point from latitude and longitude (numbers or decimal strings)', () => {
    expect(planMap({ polygon_coordinates: null, latitude: '-12.1', longitude: '-77.0', geometry })).toEqual({
      kind: 'point',
      point: [-12.1, -77],
    });
  });

  it('then the GeoJSON geometry', () => {
    expect(planMap({ latitude: null, longitude: null, geometry })).toEqual({ kind: 'geometry', geometry });
  });

  it('falls back to the geometry when the polygon is unusable', () => {
    expect(
      planMap({
        polygon_coordinates: [
          [-77, -12],
          [999, 5],
        ],
        latitude: -12.1,
        longitude: -77,
        geometry,
      }),
    ).toEqual({ kind: 'geometry', geometry });
  });

  it('has nothing to draw without location', () => {
    expect(
      planMap({ polygon_coordinates: null, latitude: null, longitude: null, geometry: null }),
    ).toBeNull();
    expect(planMap({ polygon_coordinates: [], latitude: '', longitude: '' })).toBeNull();
  });
});
