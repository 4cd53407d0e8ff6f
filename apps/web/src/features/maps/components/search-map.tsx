import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PropertyMapQueryInput } from '@inmuebles/shared/properties/list-query';
import type { ProjectMapQueryInput } from '@inmuebles/shared/projects/project-query';
import {
  formatBbox,
  parseBbox,
  parseZone,
  ringBounds,
  zoneProblem,
  type Bbox,
  type MapResponse,
} from '@inmuebles/shared/properties/map-query';
import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { useMapResults, type MapQueryInput } from '../api/get-map-results';
import { useLeafletSearchMap } from '../hooks/use-leaflet-search-map';
import { mapSubjects, type MapSubjectName } from '../utils/map-subjects';
import { mapCountText, searchMapTexts } from '../utils/search-map-texts';
import { markersBbox, peruBbox, searchAreaText } from '../utils/search-map-area';
import { SearchMapOverlays } from './search-map-overlays';
import { SearchMapToolbar } from './search-map-toolbar';

export interface SearchMapProps {
  /** The listing's filters (or the project search's), without paging, sort, area or zone. */
  filters:
    Omit<PropertyMapQueryInput, 'bbox' | 'zoom' | 'within'> | Omit<ProjectMapQueryInput, 'bbox' | 'zoom'>;
  /** What the map shows: the listing's properties (the default) or the project search's projects. */
  subject?: MapSubjectName;
  /** The searched area (`bbox=`), canonical text. */
  bbox?: string;
  /** The drawn zone (`within=`), an encoded polyline the listing already checked. */
  within?: string;
  /** The card under the pointer or focus; its marker is marked. */
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  /**
   * 'Buscar en esta zona' (replace: the automatic search as the map moves). Without it (a search that
   * takes no area, the projects') the map only shows the matches in view: no area buttons.
   */
  onSearchArea?: (bbox: string, options: { replace: boolean }) => void;
  /** A zone drawn (its encoded corners; the searched area is dropped) or cleared (undefined); without it, no drawing. */
  onZoneChange?: (within: string | undefined) => void;
  /** 'Ver lista' (on a phone, where the map covers the screen). */
  onShowList: () => void;
  /** More buttons for the map's bar ('Guardar búsqueda' on a phone). */
  actions?: ReactNode;
  /** The count's noun when the markers are not only the subject's ('resultados' where projects join the properties). */
  countNoun?: { one: string; many: string };
}

const noResults: MapResponse = { total: 0, mode: 'points', clusters: [], points: [] };

const asRing = (within: string | undefined): LngLat[] | null => {
  const zone = within ? parseZone(within) : null;
  return Array.isArray(zone) ? zone : null;
};

const asBbox = (text: string | undefined): Bbox | null => {
  const bbox = text ? parseBbox(text) : null;
  return bbox && typeof bbox !== 'string' ? bbox : null;
};

/**
 * The listing's map (docs/product/map-search.md): the same filtered set as the list, as price markers or
 * clusters; 'Buscar en esta zona' and 'Buscar al mover el mapa' put the visible area in the address,
 * 'Dibujar zona' a drawn polygon. Leaflet is fetched when the map first shows. The list stays the keyboard
 * and screen-reader path; the map's own buttons are named buttons outside it.
 */
export function SearchMap({
  filters,
  subject: subjectName = 'properties',
  bbox,
  within,
  highlightedId,
  onHighlight,
  onSearchArea,
  onZoneChange,
  onShowList,
  actions,
  countNoun,
}: SearchMapProps) {
  const subject = mapSubjects[subjectName];
  const canDraw = onZoneChange !== undefined;
  const [autoSearch, setAutoSearch] = useState(false);
  const [zoneError, setZoneError] = useState<string | null>(null);

  const searched = useMemo(() => asBbox(bbox), [bbox]);
  const ring = useMemo(() => asRing(within), [within]);

  // The map opens on the searched area, else the zone, else Peru; later changes come from the map itself.
  const { containerRef, handleRef, status, view, hasMoved, isDrawing, tilesFailed } = useLeafletSearchMap({
    start: searched ?? (ring ? ringBounds(ring) : peruBbox),
    subject,
    onHighlight,
    onZoneDrawn: (corners) => {
      const problem = zoneProblem(corners);
      setZoneError(problem);
      if (!problem) onZoneChange?.(encodePolyline(corners));
    },
  });

  // What the map asks for: the view inside Peru and the searched area, with every filter and the zone.
  const markersArea = view ? markersBbox(view.bbox, searched) : null;
  const areaText = markersArea ? formatBbox(markersArea) : null;
  const zoom = view?.zoom;
  const mapQuery = useMemo<MapQueryInput | null>(
    () => (areaText && zoom !== undefined ? { ...filters, within, bbox: areaText, zoom } : null),
    [filters, within, areaText, zoom],
  );
  const results = useMapResults(mapQuery, subject);
  const isOutside = view !== null && areaText === null;

  useEffect(() => {
    const handle = handleRef.current;
    if (status !== 'ready' || !handle) return;
    // Outside Peru or the searched area nothing matches: the old markers go.
    if (isOutside) handle.showResults(noResults);
    else if (results.data) handle.showResults(results.data);
  }, [handleRef, status, results.data, isOutside]);

  // A new area the map did not search itself (back, forward): the map goes there.
  const viewRef = useRef(view);
  const lastBbox = useRef(bbox);
  useEffect(() => {
    viewRef.current = view;
  });
  useEffect(() => {
    if (status !== 'ready' || bbox === lastBbox.current) return;
    lastBbox.current = bbox;
    const current = viewRef.current;
    if (searched && current && searchAreaText(current.bbox) !== bbox) handleRef.current?.fitTo(searched);
  }, [handleRef, status, bbox, searched]);

  useEffect(() => {
    if (status === 'ready') handleRef.current?.showZone(ring);
  }, [handleRef, status, ring]);

  useEffect(() => {
    if (status === 'ready') handleRef.current?.highlight(highlightedId);
  }, [handleRef, status, highlightedId, results.data]);

  const viewArea = view ? searchAreaText(view.bbox) : null;
  const canSearchArea = onSearchArea !== undefined && hasMoved && viewArea !== null && viewArea !== bbox;

  // 'Buscar al mover el mapa': every settled move searches, replacing the history entry.
  useEffect(() => {
    if (autoSearch && canSearchArea && viewArea) onSearchArea?.(viewArea, { replace: true });
  }, [autoSearch, canSearchArea, viewArea, onSearchArea]);

  const toggleDrawing = () => {
    setZoneError(null);
    if (isDrawing) handleRef.current?.cancelDrawing();
    else
      void handleRef.current?.startDrawing().catch((error: unknown) => {
        console.error('No se pudo cargar el dibujo de zonas', error);
        setZoneError(searchMapTexts.drawUnavailable);
      });
  };

  return (
    <div className="flex flex-col bg-white max-lg:fixed max-lg:inset-0 max-lg:z-50 lg:sticky lg:top-20 lg:h-[calc(100vh-6rem)] lg:overflow-hidden lg:rounded-2xl lg:ring-1 lg:ring-slate-200">
      <SearchMapToolbar
        onShowList={onShowList}
        onToggleDrawing={canDraw ? toggleDrawing : undefined}
        isDrawing={isDrawing}
        isReady={status === 'ready'}
        onClearZone={within && canDraw ? () => onZoneChange(undefined) : undefined}
        autoSearch={onSearchArea && { checked: autoSearch, onChange: setAutoSearch }}
        actions={actions}
        countText={
          results.data && !isOutside
            ? mapCountText(
                results.data.total,
                results.data.total_is_exact !== false,
                countNoun ?? subject.noun,
              )
            : null
        }
        hasZone={Boolean(within)}
      />
      <div
        role="region"
        aria-label={searchMapTexts.mapLabel}
        className="relative isolate min-h-80 flex-1 bg-slate-100"
      >
        <div ref={containerRef} data-testid="search-map" className="search-map size-full bg-slate-100" />
        <SearchMapOverlays
          status={status}
          isDrawing={isDrawing}
          zoneError={zoneError}
          onDismissZoneError={() => setZoneError(null)}
          tilesFailed={tilesFailed}
          onSearchArea={
            canSearchArea && !autoSearch && !isDrawing
              ? () => viewArea && onSearchArea?.(viewArea, { replace: false })
              : undefined
          }
        />
      </div>
    </div>
  );
}
