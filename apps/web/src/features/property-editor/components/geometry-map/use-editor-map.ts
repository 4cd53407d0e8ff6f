import { useEffect, useRef, useState } from 'react';
import type { LngLat } from '@inmuebles/shared/geo/polygon';
import { polygonMessages } from '@inmuebles/shared/geo/outline';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';
import { acceptGeometry, geometryKey } from '@/features/property-editor/utils/geometry-value';
import { type EditorMapHandle, useEditorMapLoader } from './editor-map-loader';

/** docs/product/signed-in-area.md §4 "Wizard": the map starts about 150 ms after entering step 4. */
const EDITOR_MAP_DELAY_MS = 150;

export type EditorMapStatus = 'waiting' | 'ready' | 'failed';

/**
 * Runs the editor's map in `containerRef` while the component is mounted (docs/product/signed-in-area.md §4: leaving step 4 destroys
 * it). What the map reports is checked with the server's rules before it reaches `onChange`; a refused
 * shape is taken off the map and its message returned as `problem`. Changes made outside the map (the
 * coordinate inputs, the delete button) are drawn on it.
 */
export function useEditorMap(value: GeometryValue, onChange: (next: GeometryValue) => void) {
  const loadEditorMap = useEditorMapLoader();
  const containerRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<EditorMapStatus>('waiting');
  const [drawing, setDrawing] = useState<LngLat[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const handleRef = useRef<EditorMapHandle | null>(null);
  /** The geometry the map shows, as geometryKey. */
  const shownKey = useRef('');
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCancelled = false;
    let handle: EditorMapHandle | undefined;

    const callbacks = {
      onGeometry(candidate: GeometryValue) {
        const current = latest.current.value;
        const result = acceptGeometry(candidate);
        if ('problem' in result) {
          setProblem(result.problem);
          handle?.show(current);
          return;
        }
        setProblem(null);
        shownKey.current = geometryKey(result.value);
        if (shownKey.current !== geometryKey(current)) latest.current.onChange(result.value);
      },
      onDrawing: setDrawing,
      onIntersect: () => setProblem(polygonMessages.selfIntersects),
      onCornerAdded: () =>
        setProblem((previous) => (previous === polygonMessages.selfIntersects ? null : previous)),
    };

    const timer = setTimeout(() => {
      const initial = latest.current.value;
      loadEditorMap()
        .then(({ createEditorMap }) => (isCancelled ? null : createEditorMap(container, initial, callbacks)))
        .then((created) => {
          if (!created) return;
          // Left the step while Leaflet was loading.
          if (isCancelled) return created.destroy();
          handle = created;
          handleRef.current = created;
          shownKey.current = geometryKey(initial);
          setStatus('ready');
        })
        .catch((error: unknown) => {
          console.error('No se pudo cargar el mapa', error);
          if (!isCancelled) setStatus('failed');
        });
    }, EDITOR_MAP_DELAY_MS);

    return () => {
      isCancelled = true;
      clearTimeout(timer);
      handle?.destroy();
      handleRef.current = null;
    };
  }, [loadEditorMap]);

  const valueKey = geometryKey(value);
  useEffect(() => {
    if (status !== 'ready' || valueKey === shownKey.current) return;
    shownKey.current = valueKey;
    handleRef.current?.show(value, { focus: true });
  }, [status, value, valueKey]);

  return { containerRef, status, drawing, problem, clearProblem: () => setProblem(null) };
}
