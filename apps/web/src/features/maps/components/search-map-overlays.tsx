import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import type { SearchMapStatus } from '../hooks/use-leaflet-search-map';
import { searchMapTexts } from '../utils/search-map-texts';

export interface SearchMapOverlaysProps {
  status: SearchMapStatus;
  isDrawing: boolean;
  /** Why the drawn zone or the drawing failed, until dismissed. */
  zoneError: string | null;
  onDismissZoneError: () => void;
  /** The base map's tiles do not arrive: said once, until dismissed. */
  tilesFailed: boolean;
  /** 'Buscar en esta zona'; without it, no button. */
  onSearchArea?: () => void;
}

/**
 * What lies over the search map, not above it, so the map keeps its size (and its clicks their place) as
 * these come and go: the notices, 'Buscar en esta zona', and the map's loading or failure.
 */
export function SearchMapOverlays({
  status,
  isDrawing,
  zoneError,
  onDismissZoneError,
  tilesFailed,
  onSearchArea,
}: SearchMapOverlaysProps) {
  const [tileNoticeClosed, setTileNoticeClosed] = useState(false);
  const showTileNotice = tilesFailed && !tileNoticeClosed;
  return (
    <>
      {(showTileNotice || zoneError || isDrawing) && (
        <div className="pointer-events-none absolute inset-x-2 bottom-7 z-[1000] space-y-2">
          {isDrawing && (
            <Notice tone="info" className="pointer-events-auto shadow-md">
              {searchMapTexts.drawingHint}
            </Notice>
          )}
          {zoneError && (
            <Notice tone="error" className="pointer-events-auto shadow-md" onDismiss={onDismissZoneError}>
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
      {onSearchArea && (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <Button size="sm" className="pointer-events-auto shadow-lg" onClick={onSearchArea}>
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
    </>
  );
}
