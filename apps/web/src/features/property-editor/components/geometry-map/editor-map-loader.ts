import { createContext, useContext } from 'react';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';

/*
 * The editor's map is drawn by the maps feature (Leaflet and Geoman), which the editor may not import:
 * features stay apart and only route modules compose them. The route module hands in a loader (a
 * dynamic import, so the libraries are fetched only when step 4 opens); the editor knows the map only by
 * the shape below.
 */

/** What the map reports while the person draws. */
export interface EditorMapCallbacks {
  onGeometry: (next: GeometryValue) => void;
  onDrawing: (corners: LngLat[] | null) => void;
  onIntersect: () => void;
  onCornerAdded: () => void;
}

/** A running map: redraw it, or take it away. */
export interface EditorMapHandle {
  show: (geometry: GeometryValue, options?: { focus?: boolean }) => void;
  destroy: () => void;
}

export type LoadEditorMap = () => Promise<{
  createEditorMap: (
    container: HTMLElement,
    initial: GeometryValue,
    callbacks: EditorMapCallbacks,
  ) => Promise<EditorMapHandle>;
}>;

export const EditorMapLoaderContext = createContext<LoadEditorMap | null>(null);

const missingLoader: LoadEditorMap = () => Promise.reject(new Error('No editor map loader was provided'));

/** The loader the route module provides; without one, the map reports that it could not load. */
export function useEditorMapLoader(): LoadEditorMap {
  return useContext(EditorMapLoaderContext) ?? missingLoader;
}
