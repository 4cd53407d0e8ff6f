/** The public property map's defaults (docs/product/public-and-auth.md §2.5 and 9, docs/decisions.md "Map centre"). */
export const publicMapDefaults = {
  /** Lima, Plaza Mayor. */
  center: [-12.04318, -77.02824] as [number, number],
  zoom: 16,
  maxZoom: 22,
  /** Pixels. */
  height: 400,
} as const;

/** The property's own drawing colours: polygon blue, the fallback GeoJSON geometry red (docs/product/public-and-auth.md §2.5). */
export const shapeColors = {
  polygon: { stroke: '#1d4ed8', fill: '#3b82f6' },
  geometry: { stroke: '#dc2626', fill: '#ef4444' },
} as const;
