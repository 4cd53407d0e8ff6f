import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { searchMapTexts } from '../utils/search-map-texts';

export interface SearchMapToolbarProps {
  /** 'Ver lista' (on a phone, where the map covers the screen). */
  onShowList: () => void;
  /** 'Dibujar zona' / 'Cancelar dibujo'; without it, no drawing. */
  onToggleDrawing?: () => void;
  isDrawing: boolean;
  /** The map has loaded: drawing can start. */
  isReady: boolean;
  /** 'Borrar zona', while a drawn zone is searched. */
  onClearZone?: () => void;
  /** 'Buscar al mover el mapa'; without it, no checkbox. */
  autoSearch?: { checked: boolean; onChange: (checked: boolean) => void };
  /** More buttons ('Guardar búsqueda' on a phone). */
  actions?: ReactNode;
  /** How many matches the map's search has (null: no answer, or outside the searched area). */
  countText: string | null;
  /** The search holds a drawn zone: its chip beside the count. */
  hasZone: boolean;
}

/** The bar above the search map: its buttons, and on a phone the count of what the search holds. */
export function SearchMapToolbar({
  onShowList,
  onToggleDrawing,
  isDrawing,
  isReady,
  onClearZone,
  autoSearch,
  actions,
  countText,
  hasZone,
}: SearchMapToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 p-2">
      <Button variant="secondary" size="sm" className="lg:hidden" onClick={onShowList}>
        {searchMapTexts.showList}
      </Button>
      {onToggleDrawing && (
        <Button
          variant={isDrawing ? 'primary' : 'secondary'}
          size="sm"
          onClick={onToggleDrawing}
          disabled={!isReady}
          aria-pressed={isDrawing}
        >
          {isDrawing ? searchMapTexts.cancelDrawing : searchMapTexts.drawZone}
        </Button>
      )}
      {onClearZone && (
        <Button variant="secondary" size="sm" onClick={onClearZone}>
          {searchMapTexts.clearZone}
        </Button>
      )}
      {autoSearch && (
        <label className="inline-flex h-9 cursor-pointer items-center gap-2 px-1 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={autoSearch.checked}
            onChange={(event) => autoSearch.onChange(event.target.checked)}
            className="size-4 rounded border-slate-300 text-blue-600 focus-visible:ring-2 focus-visible:ring-blue-500"
          />
          {searchMapTexts.searchOnMove}
        </label>
      )}
      {actions}
      {/* On a phone the map covers the list, its count and its chips: what the search holds stays in view. */}
      {countText !== null && (
        <p role="status" className="flex w-full items-center gap-2 px-1 text-sm text-slate-700 lg:hidden">
          <span className="font-medium">{countText}</span>
          {hasZone && (
            <span className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-800 ring-1 ring-blue-200">
              {searchMapTexts.zoneChip}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
