import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@/lib/router';
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
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { useMapResults, type MapQueryInput } from '../api/get-map-results';
import { mapSubjects, type MapSubjectName } from '../utils/map-subjects';
import { mapCountText } from '../utils/search-map-texts';
import type { SearchMapHandle } from '../lib/search-map';
import { searchMapTexts } from '../utils/search-map-texts';
import { markersBbox, peruBbox, searchAreaText } from '../utils/search-map-area';

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
}

type Status = 'loading' | 'ready' | 'failed';

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
}: SearchMapProps) {
  const navigate = useNavigate();
  const subject = mapSubjects[subjectName];
  // A map shows one subject for its life: Leaflet's popups keep the one it was built with.
  const firstSubject = useRef(subject);
  const canDraw = onZoneChange !== undefined;
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<SearchMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [view, setView] = useState<{ bbox: Bbox; zoom: number } | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [autoSearch, setAutoSearch] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [tileNoticeClosed, setTileNoticeClosed] = useState(false);
  const showTileNotice = tilesFailed && !tileNoticeClosed;
  const [isDrawing, setIsDrawing] = useState(false);
  const [zoneError, setZoneError] = useState<string | null>(null);

  const searched = useMemo(() => asBbox(bbox), [bbox]);
  const ring = useMemo(() => asRing(within), [within]);

  // The callbacks change with every render; Leaflet keeps the first ones, so they read the latest here.
  const latest = useRef({ onHighlight, onZoneChange, navigate });
  useEffect(() => {
    latest.current = { onHighlight, onZoneChange, navigate };
  });

  // The map opens on the searched area, else the zone, else Peru; later changes come from the map itself.
  const start = useRef(searched ?? (ring ? ringBounds(ring) : peruBbox));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCancelled = false;
    let isFirstView = true;
    import('../lib/search-map')
      .then(({ createSearchMap }) => {
        if (isCancelled) return;
        handleRef.current = createSearchMap(
          container,
          { bbox: start.current },
          {
            onView: (next) => {
              setView(next);
              if (!isFirstView) setHasMoved(true);
              isFirstView = false;
            },
            onHighlight: (id) => latest.current.onHighlight(id),
            onOpen: (path) => void latest.current.navigate(path),
            onZoneDrawn: (corners) => {
              const problem = zoneProblem(corners);
              setZoneError(problem);
              if (!problem) latest.current.onZoneChange?.(encodePolyline(corners));
            },
            onDrawing: setIsDrawing,
            onTilesFailed: () => setTilesFailed(true),
          },
          firstSubject.current,
        );
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('No se pudo cargar el mapa', error);
        if (!isCancelled) setStatus('failed');
      });
    return () => {
      isCancelled = true;
      handleRef.current?.destroy();
      handleRef.current = null;
    };
  }, []);

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
  }, [status, results.data, isOutside]);

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
  }, [status, bbox, searched]);

  useEffect(() => {
    if (status === 'ready') handleRef.current?.showZone(ring);
  }, [status, ring]);

  useEffect(() => {
    if (status === 'ready') handleRef.current?.highlight(highlightedId);
  }, [status, highlightedId, results.data]);

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
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2">
        <Button variant="secondary" size="sm" className="lg:hidden" onClick={onShowList}>
          {searchMapTexts.showList}
        </Button>
        {canDraw && (
          <Button
            variant={isDrawing ? 'primary' : 'secondary'}
            size="sm"
            onClick={toggleDrawing}
            disabled={status !== 'ready'}
            aria-pressed={isDrawing}
          >
            {isDrawing ? searchMapTexts.cancelDrawing : searchMapTexts.drawZone}
          </Button>
        )}
        {within && canDraw && (
          <Button variant="secondary" size="sm" onClick={() => onZoneChange(undefined)}>
            {searchMapTexts.clearZone}
          </Button>
        )}
        {onSearchArea && (
          <label className="inline-flex h-9 cursor-pointer items-center gap-2 px-1 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={autoSearch}
              onChange={(event) => setAutoSearch(event.target.checked)}
              className="size-4 rounded border-slate-300 text-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500"
            />
            {searchMapTexts.searchOnMove}
          </label>
        )}
        {actions}
        {/* On a phone the map covers the list, its count and its chips: what the search holds stays in view. */}
        {results.data && !isOutside && (
          <p role="status" className="flex w-full items-center gap-2 px-1 text-sm text-slate-700 lg:hidden">
            <span className="font-medium">
              {mapCountText(results.data.total, results.data.total_is_exact !== false, subject.noun)}
            </span>
            {within && (
              <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 ring-1 ring-blue-200">
                {searchMapTexts.zoneChip}
              </span>
            )}
          </p>
        )}
      </div>
      <div
        role="region"
        aria-label={searchMapTexts.mapLabel}
        className="relative isolate min-h-80 flex-1 bg-slate-100"
      >
        <div ref={containerRef} data-testid="search-map" className="search-map size-full bg-slate-100" />
        {/* Over the map, not above it: the map keeps its size (and its clicks their place) as notices come and go. */}
        {(showTileNotice || zoneError || isDrawing) && (
          <div className="pointer-events-none absolute inset-x-2 bottom-7 z-[1000] space-y-2">
            {isDrawing && (
              <Notice tone="info" className="pointer-events-auto shadow-md">
                {searchMapTexts.drawingHint}
              </Notice>
            )}
            {zoneError && (
              <Notice
                tone="error"
                className="pointer-events-auto shadow-md"
                onDismiss={() => setZoneError(null)}
              >
                {zoneError}
              </Notice>
            )}
            {showTileNotice && (
              <Notice
                tone="info"
                className="pointer-events-auto shadow-md"
                onDismiss={() => setTileNoticeClosed(true)}
              >
                {searchMapTexts.tilesFailed}
              </Notice>
            )}
          </div>
        )}
        {canSearchArea && !autoSearch && !isDrawing && (
          <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
            <Button
              size="sm"
              className="pointer-events-auto shadow-lg"
              onClick={() => viewArea && onSearchArea?.(viewArea, { replace: false })}
            >
              {searchMapTexts.searchArea}
            </Button>
          </div>
        )}
        {status !== 'ready' && (
          <div className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100 text-slate-500">
            {status === 'loading' ? (
              <Spinner size="md" label={searchMapTexts.loading} className="text-blue-600" />
            ) : (
              <p className="text-sm font-medium">{searchMapTexts.failed}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
