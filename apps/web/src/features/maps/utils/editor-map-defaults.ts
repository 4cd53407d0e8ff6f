/** The property editor's map (docs/product/signed-in-area.md §9, docs/decisions.md "Map centre"). */
export const editorMapDefaults = {
  /** Lima, centro. */
  center: [-12.0464, -77.0428] as [number, number],
  zoom: 13,
  minZoom: 1,
  maxZoom: 22,
  /** When the map opens on an existing marker. */
  markerZoom: 16,
  /** Pixels around an existing polygon when the map opens on it. */
  fitPadding: 20,
} as const;

/** The outline being drawn and the stored one: the editor's blue, as on the public map. */
export const editorShapeStyle = {
  color: '#1d4ed8',
  weight: 3,
  fillColor: '#3b82f6',
  fillOpacity: 0.3,
} as const;
