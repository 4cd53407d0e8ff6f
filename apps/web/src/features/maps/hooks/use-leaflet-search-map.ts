import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/router';
import type { Bbox } from '@inmuebles/shared/properties/map-query';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { SearchMapHandle } from '../lib/search-map-types';
import type { MapSubject } from '../utils/map-subjects';

export type SearchMapStatus = 'loading' | 'ready' | 'failed';

interface Options {
  /** Where the map opens (read once). */
  start: Bbox;
  /** What the map shows, for its life: Leaflet's popups keep the one it was built with. */
  subject: MapSubject;
  /** The pointer entered (id) or left (null) a property's marker. */
  onHighlight: (id: number | null) => void;
  /** A zone was drawn: its corners. */
  onZoneDrawn: (corners: LngLat[]) => void;
}

/**
 * The Leaflet search map in `containerRef`'s element, fetched (Leaflet with it) when the component first
 * shows and removed when it goes: its handle once `status` is 'ready', and what the map reports — the
 * settled view, whether the user has moved it, whether a zone is being drawn, whether the tiles failed.
 */
export function useLeafletSearchMap({ start, subject, onHighlight, onZoneDrawn }: Options) {
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<SearchMapHandle | null>(null);
  const [status, setStatus] = useState<SearchMapStatus>('loading');
  const [view, setView] = useState<{ bbox: Bbox; zoom: number } | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [isDrawing, setIsDrawing] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  // The callbacks change with every render; Leaflet keeps the first ones, so they read the latest here.
  const latest = useRef({ onHighlight, onZoneDrawn, navigate });
  useEffect(() => {
    latest.current = { onHighlight, onZoneDrawn, navigate };
  });
  const opening = useRef({ start, subject });

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
          { bbox: opening.current.start },
          {
            onView: (next) => {
              setView(next);
              if (!isFirstView) setHasMoved(true);
              isFirstView = false;
            },
            onHighlight: (id) => latest.current.onHighlight(id),
            onOpen: (path) => void latest.current.navigate(path),
            onZoneDrawn: (corners) => latest.current.onZoneDrawn(corners),
            onDrawing: setIsDrawing,
            onTilesFailed: () => setTilesFailed(true),
          },
          opening.current.subject,
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

  return { containerRef, handleRef, status, view, hasMoved, isDrawing, tilesFailed };
}
