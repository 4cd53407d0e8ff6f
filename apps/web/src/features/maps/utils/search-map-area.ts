import { PERU_BOUNDS } from '@inmuebles/shared/geo/polygon';
import { clampBboxToPeru, formatBbox, type Bbox } from '@inmuebles/shared/properties/map-area';

/*
 * The boxes the map search works with (docs/product/map-search.md): the visible view, the searched area
 * (`bbox=`) and what the map asks the API for (their overlap, inside Peru).
 */

/** The overlap of two boxes, or null when they do not meet. */
function intersectBboxes(a: Bbox, b: Bbox): Bbox | null {
  const box = {
    minLng: Math.max(a.minLng, b.minLng),
    minLat: Math.max(a.minLat, b.minLat),
    maxLng: Math.min(a.maxLng, b.maxLng),
    maxLat: Math.min(a.maxLat, b.maxLat),
  };
  return box.minLng < box.maxLng && box.minLat < box.maxLat ? box : null;
}

/**
 * The box the map asks the API for: the visible view inside Peru, and inside the searched area when there
 * is one, so the markers are always the list's set. Null when nothing of the view can match.
 */
export function markersBbox(view: Bbox, searched: Bbox | null): Bbox | null {
  const inPeru = clampBboxToPeru(view);
  if (!inPeru) return null;
  return searched ? intersectBboxes(inPeru, searched) : inPeru;
}

/**
 * The `bbox=` text of 'Buscar en esta zona': the visible view inside Peru, or null when it shows none of it.
 * Rounded outwards is not needed: 5 decimals are about a metre, less than a pixel at any search zoom.
 */
export function searchAreaText(view: Bbox): string | null {
  const inPeru = clampBboxToPeru(view);
  return inPeru ? formatBbox(inPeru) : null;
}

/** Peru as a box: the map's first view when the address names no area. */
export const peruBbox: Bbox = { ...PERU_BOUNDS };
