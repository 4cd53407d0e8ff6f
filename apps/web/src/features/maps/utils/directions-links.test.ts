import { describe, expect, it } from 'vitest';
import { directionsLinks, directionsPoint } from './directions-links';

describe('directions links', () => {
  it('sends Google Maps and Waze to the marker, from the coordinates alone', () => {
    const point = directionsPoint({ latitude: '-12.1219', longitude: '-77.0297' });
    expect(point).toEqual([-12.1219, -77.0297]);
    expect(directionsLinks(point!)).toEqual([
      {
        label: 'Abrir en Google Maps',
        href: 'https://www.google.com/maps/search/?api=1&query=-12.121900,-77.029700',
      },
      { label: 'Abrir en Waze', href: 'https://waze.com/ul?ll=-12.121900,-77.029700&navigate=yes' },
    ]);
  });

  it('uses the middle of an outline, a point geometry, and nothing without location', () => {
    const ring = [
      [-77.03, -12.12],
      [-77.01, -12.12],
      [-77.01, -12.1],
      [-77.03, -12.12],
    ];
    const middle = directionsPoint({ polygon_coordinates: ring });
    expect(middle?.[0]).toBeCloseTo(-12.11, 9);
    expect(middle?.[1]).toBeCloseTo(-77.02, 9);
    expect(directionsPoint({ geometry: { type: 'Point', coordinates: [-71.97, -13.53] } })).toEqual([
      -13.53, -71.97,
    ]);
    expect(directionsPoint({ latitude: null, longitude: null, geometry: null })).toBeNull();
  });
});
