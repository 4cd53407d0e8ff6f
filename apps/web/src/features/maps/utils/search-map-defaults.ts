/** The listing's search map (docs/product/map-search.md). */
export const searchMapDefaults = {
  minZoom: 4,
  maxZoom: 19,
  /** A drawn zone: dashed, the editor's blue, so the results inside stay readable. */
  zoneStyle: { color: '#1d4ed8', weight: 2, dashArray: '6 6', fillColor: '#3b82f6', fillOpacity: 0.08 },
  /** A lot's outline at close zoom. */
  outlineStyle: { color: '#1d4ed8', weight: 2, fillColor: '#3b82f6', fillOpacity: 0.15 },
  /** The hints that follow the pointer while drawing a zone. */
  drawTooltips: {
    firstVertex: 'Haz clic para colocar el primer vértice',
    continueLine: 'Haz clic para colocar el siguiente vértice',
    finishPoly: 'Haz clic en el primer vértice para terminar',
  },
} as const;
