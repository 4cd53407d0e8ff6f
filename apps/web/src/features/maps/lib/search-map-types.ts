import type { Bbox, MapResponse } from '@inmuebles/shared/properties/map-query';
import type { LngLat } from '@inmuebles/shared/geo/polygon';

/*
 * What the search map component and the Leaflet map (search-map.ts, loaded on demand) tell each other: the
 * component imports only these types, so Leaflet stays out of its chunk.
 */

export interface SearchMapCallbacks {
  /** The view settled after a pan or zoom (also once when the map opens). */
  onView: (view: { bbox: Bbox; zoom: number }) => void;
  /** The pointer entered (id) or left (null) a property's marker. */
  onHighlight: (id: number | null) => void;
  /** The popup's link (a property's or a project's page): the page navigates without reloading. */
  onOpen: (path: string) => void;
  /** A zone was drawn: its corners, [lng, lat] each, open ring. */
  onZoneDrawn: (ring: LngLat[]) => void;
  /** Drawing started or ended (finished or cancelled). */
  onDrawing: (isDrawing: boolean) => void;
  /** The base map's tiles do not arrive (no internet, blocked, provider down). */
  onTilesFailed: () => void;
}

export interface SearchMapHandle {
  /** Replaces the markers or clusters by an answer of GET /properties/map. */
  showResults: (results: MapResponse) => void;
  /** Moves the view onto a searched area (one the map did not search itself: back, forward, a link). */
  fitTo: (bbox: Bbox) => void;
  /** Draws the searched zone (null: none). */
  showZone: (ring: LngLat[] | null) => void;
  /** Marks one property's marker (the card under the pointer or focus), or none. */
  highlight: (id: number | null) => void;
  /** Starts drawing a zone (loads Geoman the first time). */
  startDrawing: () => Promise<void>;
  cancelDrawing: () => void;
  destroy: () => void;
}

/** Where the map opens: a box to fit (the searched area, the zone or Peru). */
export interface SearchMapStart {
  bbox: Bbox;
}
