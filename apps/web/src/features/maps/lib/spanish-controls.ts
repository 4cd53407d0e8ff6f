import L from 'leaflet';

/*
 * Leaflet's built-in controls speak English ('Zoom in', 'Zoom out', 'Layers', markers announced as
 * 'Marker'); every map of the site uses these instead.
 */

/** A marker's text alternative, for every marker any map creates (Geoman's included). */
L.Marker.prototype.options.alt = 'Marcador';

/** Map options without Leaflet's English zoom control; `addSpanishControls` adds the Spanish one. */
export const withoutDefaultZoom = { zoomControl: false } as const;

/** Zoom ('Acercar', 'Alejar'), the base-layer switcher ('Capas') and the metric scale. */
export function addSpanishControls(map: L.Map, layers: L.Control.LayersObject): void {
  L.control.zoom({ zoomInTitle: 'Acercar', zoomOutTitle: 'Alejar' }).addTo(map);
  const switcher = L.control.layers(layers, undefined, { position: 'topright' }).addTo(map);
  const toggle = switcher.getContainer()?.querySelector<HTMLElement>('.leaflet-control-layers-toggle');
  toggle?.setAttribute('title', 'Capas');
  toggle?.setAttribute('aria-label', 'Capas');
  L.control.scale({ imperial: false }).addTo(map);
}
