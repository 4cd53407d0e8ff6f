import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorMapLoaderContext } from '../components/geometry-map/editor-map-loader';
import { emptyDetailValues } from '../utils/detail-fields';
import { noGeometry } from '../utils/geometry-value';
import { DetailsAndMapStep } from './details-and-map-step';

const engine = vi.hoisted(() => ({ destroy: vi.fn(), createEditorMap: vi.fn() }));
// The maps feature as the route module hands it in.
const loadEditorMap = () => Promise.resolve({ createEditorMap: engine.createEditorMap });
const withMap = ({ children }: { children: ReactNode }) => (
  <EditorMapLoaderContext value={loadEditorMap}>{children}</EditorMapLoaderContext>
);

beforeEach(() => {
  vi.useFakeTimers();
  engine.createEditorMap.mockResolvedValue({ show: vi.fn(), destroy: engine.destroy });
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('DetailsAndMapStep', () => {
  it("shows the category's fields and the map, which goes away with the step", async () => {
    const view = render(
      <DetailsAndMapStep
        detailType="WarehouseResource"
        detail={emptyDetailValues('WarehouseResource')}
        onDetailChange={vi.fn()}
        amenities={{ amenities: [], brand_new: false }}
        onAmenitiesChange={vi.fn()}
        geometry={noGeometry}
        onGeometryChange={vi.fn()}
      />,
      { wrapper: withMap },
    );
    expect(screen.getByRole('group', { name: 'Características: Almacén/Bodega' })).toBeInTheDocument();
    expect(screen.getByLabelText('Altura de techo')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Mapa para ubicar la propiedad' })).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(150));
    await act(async () => undefined);
    expect(engine.createEditorMap).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
  });

  it("ticks amenities from the shared list, kept in the list's order, and 'Estreno'", () => {
    const onAmenitiesChange = vi.fn();
    render(
      <DetailsAndMapStep
        detailType="ApartmentResource"
        detail={emptyDetailValues('ApartmentResource')}
        onDetailChange={vi.fn()}
        amenities={{ amenities: ['sea_view'], brand_new: false }}
        onAmenitiesChange={onAmenitiesChange}
        geometry={noGeometry}
        onGeometryChange={vi.fn()}
      />,
      { wrapper: withMap },
    );
    const group = screen.getByRole('group', { name: 'Comodidades' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Vista al mar' })).toBeChecked();
    act(() => screen.getByRole('checkbox', { name: 'Piscina' }).click());
    expect(onAmenitiesChange).toHaveBeenLastCalledWith({ amenities: ['pool', 'sea_view'] });
    act(() => screen.getByRole('checkbox', { name: 'Estreno (nunca habitado)' }).click());
    expect(onAmenitiesChange).toHaveBeenLastCalledWith({ brand_new: true });
  });
});
