import { formatTotal } from '@inmuebles/shared/properties/format';

/** The search map's Spanish texts, letter for letter as docs/product/map-search.md ("Pantalla") lists them. */
export const searchMapTexts = {
  mapLabel: 'Mapa de resultados',
  showList: 'Ver lista',
  drawZone: 'Dibujar zona',
  cancelDrawing: 'Cancelar dibujo',
  clearZone: 'Borrar zona',
  /** The listing's chip of a drawn zone, repeated over the map on a phone. */
  zoneChip: 'Zona dibujada',
  searchArea: 'Buscar en esta zona',
  searchOnMove: 'Buscar al mover el mapa',
  drawingHint: 'Haz clic en el mapa para marcar cada esquina de la zona y termina en el primer punto.',
  drawUnavailable: 'No se pudo cargar la herramienta de dibujo. Inténtalo de nuevo.',
  tilesFailed: 'No se pudo cargar el mapa de fondo. Los resultados se muestran igual.',
  loading: 'Cargando mapa...',
  failed: 'No se pudo cargar el mapa',
} as const;

/** '1 propiedad en el mapa', '2,340 propiedades en el mapa', 'Más de 10,000 propiedades en el mapa' ('proyectos' on the project map). */
export function mapCountText(
  total: number,
  isExact = true,
  noun: { one: string; many: string } = { one: 'propiedad', many: 'propiedades' },
): string {
  return `${formatTotal(total, isExact, true)} ${total === 1 && isExact ? noun.one : noun.many} en el mapa`;
}
