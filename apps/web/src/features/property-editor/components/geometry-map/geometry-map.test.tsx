import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeometryValue } from '@/features/property-editor/model/editor-values';
import { noGeometry } from '@/features/property-editor/utils/geometry-value';
import { EditorMapLoaderContext } from './editor-map-loader';
import { GeometryMap } from './geometry-map';

interface Callbacks {
  onGeometry: (next: GeometryValue) => void;
  onDrawing: (corners: [number, number][] | null) => void;
  onIntersect: () => void;
  onCornerAdded: () => void;
}

const engine = vi.hoisted(() => {
  const show = vi.fn();
  const destroy = vi.fn();
  const state: { callbacks?: Callbacks } = {};
  const createEditorMap = vi.fn(async (_container: HTMLElement, _initial: unknown, callbacks: Callbacks) => {
    state.callbacks = callbacks;
    return { show, destroy };
  });
  return { show, destroy, state, createEditorMap };
});
// The maps feature as the route module hands it in.
const loadEditorMap = () => Promise.resolve({ createEditorMap: engine.createEditorMap });

/** What the map reports, as Geoman would (inside React's act, as an event would be). */
const mapReports = () => {
  const callbacks = engine.state.callbacks;
  if (!callbacks) throw new Error('the map was not created');
  return {
    geometry: (next: GeometryValue) => act(() => callbacks.onGeometry(next)),
    drawing: (corners: [number, number][] | null) => act(() => callbacks.onDrawing(corners)),
    intersect: () => act(() => callbacks.onIntersect()),
    cornerAdded: () => act(() => callbacks.onCornerAdded()),
  };
};

/** The map under a parent that keeps the geometry, as the wizard does. */
function Harness({
  initial = noGeometry,
  onChange,
}: {
  initial?: GeometryValue;
  onChange: (next: GeometryValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <EditorMapLoaderContext value={loadEditorMap}>
      <GeometryMap
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </EditorMapLoaderContext>
  );
}

const square: [number, number][] = [
  [-77.0428, -12.0464],
  [-77.0419, -12.0464],
  [-77.0419, -12.0455],
  [-77.0428, -12.0455],
];
const closedSquare: [number, number][] = [...square, [-77.0428, -12.0464]];
const bowTie: [number, number][] = [
  [-77.0428, -12.0464],
  [-77.0419, -12.0455],
  [-77.0419, -12.0464],
  [-77.0428, -12.0455],
];
const selfIntersects = '¡Error! El polígono no puede intersectarse.';

/** Past the step's 150 ms delay, with the (mocked) map module loaded. */
async function startMap() {
  await act(async () => vi.advanceTimersByTime(150));
  await act(async () => undefined);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  engine.state.callbacks = undefined;
});

describe('GeometryMap', () => {
  it('starts the map 150 ms after the step shows, on the current geometry, and destroys it on leaving', async () => {
    const point = { polygon_coordinates: null, latitude: -12.05, longitude: -77.03 };
    const view = render(<Harness initial={point} onChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando mapa...');
    await act(async () => vi.advanceTimersByTime(149));
    expect(engine.createEditorMap).not.toHaveBeenCalled();
    await startMap();
    expect(engine.createEditorMap).toHaveBeenCalledWith(
      screen.getByTestId('geometry-map'),
      point,
      expect.any(Object),
    );
    expect(screen.queryByText('Cargando mapa...')).not.toBeInTheDocument();

    view.unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
  });

  it('stores a drawn outline closed, clears the point, and shows its area and perimeter', async () => {
    const onChange = vi.fn();
    render(
      <Harness
        initial={{ polygon_coordinates: null, latitude: -12.05, longitude: -77.03 }}
        onChange={onChange}
      />,
    );
    await startMap();

    mapReports().geometry({ ...noGeometry, polygon_coordinates: square });
    expect(onChange).toHaveBeenCalledWith({
      polygon_coordinates: closedSquare,
      latitude: null,
      longitude: null,
    });
    expect(screen.getByTestId('geometry-summary')).toHaveTextContent(
      /Polígono de 4 vértices · Área: 9,8\d\d m² · Perímetro: 39\d(\.\d)? m/,
    );
    // The map already shows it: nothing is redrawn.
    expect(engine.show).not.toHaveBeenCalled();
  });

  it('measures the outline while it is drawn', async () => {
    render(<Harness onChange={vi.fn()} />);
    await startMap();
    mapReports().drawing(square.slice(0, 3));
    expect(screen.getByTestId('geometry-summary')).toHaveTextContent(
      /Dibujando: área 4,9\d\d m² · perímetro 33\d(\.\d)? m/,
    );
    mapReports().drawing(null);
    expect(screen.getByTestId('geometry-summary')).toHaveTextContent('Aún no hay ubicación en el mapa.');
  });

  it('says so visibly when the outline would cross itself, and keeps the previous geometry', async () => {
    const onChange = vi.fn();
    const initial = { ...noGeometry, polygon_coordinates: closedSquare };
    render(<Harness initial={initial} onChange={onChange} />);
    await startMap();

    // Geoman refused a corner while drawing; the next accepted corner settles it.
    mapReports().intersect();
    expect(screen.getByRole('alert')).toHaveTextContent(selfIntersects);
    mapReports().cornerAdded();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // An outline Geoman let through is checked again with the server's rules and taken off the map.
    mapReports().geometry({ ...noGeometry, polygon_coordinates: bowTie });
    expect(screen.getByRole('alert')).toHaveTextContent(selfIntersects);
    expect(onChange).not.toHaveBeenCalled();
    expect(engine.show).toHaveBeenCalledWith(initial);
  });

  it('stores a placed or dragged marker and clears the outline; removing the shape clears all three', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ ...noGeometry, polygon_coordinates: closedSquare }} onChange={onChange} />);
    await startMap();

    mapReports().geometry({ ...noGeometry, latitude: -12.0464123456, longitude: -77.0428 });
    expect(onChange).toHaveBeenLastCalledWith({
      polygon_coordinates: null,
      latitude: -12.0464123,
      longitude: -77.0428,
    });
    expect(screen.getByTestId('geometry-summary')).toHaveTextContent('Marcador en -12.046412, -77.042800');
    expect(screen.getByLabelText('Latitud')).toHaveValue(-12.0464123);

    mapReports().geometry(noGeometry);
    expect(onChange).toHaveBeenLastCalledWith(noGeometry);
  });

  it('draws changes made beside the map: the delete button and typed coordinates', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ ...noGeometry, polygon_coordinates: closedSquare }} onChange={onChange} />);
    await startMap();

    fireEvent.click(screen.getByRole('button', { name: 'Borrar geometría' }));
    expect(onChange).toHaveBeenLastCalledWith(noGeometry);
    expect(engine.show).toHaveBeenLastCalledWith(noGeometry, { focus: true });
    expect(screen.getByRole('button', { name: 'Borrar geometría' })).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Latitud'), { target: { value: '-13.5319' } });
    fireEvent.change(screen.getByLabelText('Longitud'), { target: { value: '-71.9675' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicar marcador' }));
    const cusco = { polygon_coordinates: null, latitude: -13.5319, longitude: -71.9675 };
    expect(onChange).toHaveBeenLastCalledWith(cusco);
    expect(engine.show).toHaveBeenLastCalledWith(cusco, { focus: true });
  });

  it('refuses typed coordinates outside Peru or incomplete, with a message', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Latitud'), { target: { value: '40.4168' } });
    fireEvent.change(screen.getByLabelText('Longitud'), { target: { value: '-3.7038' } });
    fireEvent.keyDown(screen.getByLabelText('Longitud'), { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('La ubicación debe estar dentro del Perú.');

    fireEvent.change(screen.getByLabelText('Longitud'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicar marcador' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ingresa una latitud y una longitud válidas');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the coordinates usable when the map cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    engine.createEditorMap.mockRejectedValueOnce(new Error('offline'));
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await startMap();
    expect(screen.getByText('No se pudo cargar el mapa')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Latitud'), { target: { value: '-12.1' } });
    fireEvent.change(screen.getByLabelText('Longitud'), { target: { value: '-77.0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ubicar marcador' }));
    expect(onChange).toHaveBeenLastCalledWith({ polygon_coordinates: null, latitude: -12.1, longitude: -77 });
  });
});
