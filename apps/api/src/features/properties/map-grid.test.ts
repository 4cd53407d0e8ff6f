import { PERU_BOUNDS } from '@inmuebles/shared/geo/polygon';
import { MAX_MAP_ITEMS } from '@inmuebles/shared/properties/map-query';
import { describe, expect, it } from 'vitest';
import { cellSizeAtZoom, cellsCovering, clusterCellSize } from './map-grid.ts';

describe('the cluster grid', () => {
  it('uses cells of 64 screen pixels: a quarter of a 256-pixel tile', () => {
    expect(cellSizeAtZoom(0)).toBe(90);
    expect(cellSizeAtZoom(12)).toBeCloseTo(90 / 4096, 12);
  });

  it('counts the cells a box touches, its max edges opening a cell of their own', () => {
    expect(cellsCovering({ minLng: 0.5, minLat: 0.5, maxLng: 1.5, maxLat: 1.5 }, 1)).toBe(4);
    expect(cellsCovering({ minLng: 0, minLat: 0, maxLng: 1, maxLat: 1 }, 1)).toBe(4);
    expect(cellsCovering({ minLng: 0.1, minLat: 0.1, maxLng: 0.9, maxLat: 0.9 }, 1)).toBe(1);
  });

  it("keeps the zoom's own cell when the box is small enough", () => {
    const lima = { minLng: -77.25, minLat: -12.2, maxLng: -76.8, maxLat: -11.93 };
    expect(clusterCellSize(lima, 12)).toBe(cellSizeAtZoom(12));
  });

  it('doubles the cell until the whole country fits in MAX_MAP_ITEMS cells, at any zoom', () => {
    for (let zoom = 0; zoom <= 20; zoom += 1) {
      const size = clusterCellSize(PERU_BOUNDS, zoom);
      expect(cellsCovering(PERU_BOUNDS, size)).toBeLessThanOrEqual(MAX_MAP_ITEMS);
      // Not coarser than needed: half the size would not fit (unless it is the zoom's own size).
      if (size > cellSizeAtZoom(zoom))
        expect(cellsCovering(PERU_BOUNDS, size / 2)).toBeGreaterThan(MAX_MAP_ITEMS);
    }
  });
});
