import type L from 'leaflet';
import { editorShapeStyle } from '../utils/editor-map-defaults';
import { markerIconOptions } from './leaflet-map';

/** The toolbar's button names: Geoman's Spanish, in plainer words for the one shape a property has. */
const editorToolLabels = {
  drawPolyButton: 'Dibujar polígono',
  drawMarkerButton: 'Colocar marcador',
  editButton: 'Editar vértices',
  dragButton: 'Mover geometría',
  deleteButton: 'Eliminar geometría',
} as const;

/** The hints that follow the cursor while drawing, and the drawing's own buttons. */
const editorTooltips = {
  placeMarker: 'Haz clic para colocar el marcador',
  firstVertex: 'Haz clic para colocar el primer vértice',
  continueLine: 'Haz clic para colocar el siguiente vértice',
  finishPoly: 'Haz clic en el primer vértice para terminar',
};
const editorActions = { finish: 'Terminar', cancel: 'Cancelar', removeLastVertex: 'Quitar último vértice' };

/**
 * Geoman's toolbar with the editor's tools only (outline, marker, edit, move, delete), in Spanish. Outlines
 * may not cross themselves (docs/product/signed-in-area.md §5); created shapes go to `shapes`, the one group the editor reads.
 */
export function addEditorToolbar(map: L.Map, shapes: L.FeatureGroup): void {
  // Geoman's Spanish is the base of the override (its third argument), so nothing falls back to English.
  map.pm.setLang(
    'es',
    { tooltips: editorTooltips, actions: editorActions, buttonTitles: editorToolLabels },
    'es',
  );
  map.pm.setGlobalOptions({
    layerGroup: shapes,
    allowSelfIntersection: false,
    continueDrawing: false,
    markerStyle: { icon: markerIconOptions, draggable: true },
    pathOptions: { ...editorShapeStyle },
    templineStyle: { color: editorShapeStyle.color },
    hintlineStyle: { color: editorShapeStyle.color, dashArray: [5, 5] },
  });
  map.pm.addControls({
    position: 'topleft',
    drawPolygon: true,
    drawMarker: true,
    editMode: true,
    dragMode: true,
    removalMode: true,
    drawCircleMarker: false,
    drawPolyline: false,
    drawRectangle: false,
    drawCircle: false,
    drawText: false,
    cutPolygon: false,
    rotateMode: false,
  });
  nameToolbarButtons(map.getContainer());
}

/**
 * Geoman titles the wrapper of each button, not the link a keyboard or screen reader reaches: the link
 * gets the name too, so "Dibujar polígono" is a button by that name for everyone.
 */
function nameToolbarButtons(container: HTMLElement): void {
  container
    .querySelectorAll<HTMLElement>('.leaflet-pm-toolbar .button-container[title]')
    .forEach((wrapper) => {
      const button = wrapper.querySelector('a.leaflet-buttons-control-button');
      const title = wrapper.getAttribute('title');
      if (button && title) button.setAttribute('aria-label', title);
    });
}
