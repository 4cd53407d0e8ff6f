import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';

/** Browser key remembering the management list's layout between visits. */
const viewModeStorageKey = 'dashboard_properties_view';

function readViewMode(): ViewMode {
  try {
    return localStorage.getItem(viewModeStorageKey) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid'; // Storage blocked (private mode policies): the spec's default.
  }
}

/** Grid (default, docs/product/signed-in-area.md §9) or list, remembered in the browser. */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(readViewMode);
  const change = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      localStorage.setItem(viewModeStorageKey, next);
    } catch (error) {
      console.warn('No se pudo recordar la vista elegida.', error);
    }
  }, []);
  return [mode, change];
}
