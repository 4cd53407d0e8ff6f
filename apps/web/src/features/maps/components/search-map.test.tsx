// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePolyline } from '@inmuebles/shared/geo/polyline';
import type { MapResponse } from '@inmuebles/shared/properties/map-query';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import type { SearchMapCallbacks, SearchMapHandle } from '../lib/search-map-types';
import { SearchMap, type SearchMapProps } from './search-map';

/* The search map's controls around Leaflet (docs/product/map-search.md); Leaflet itself runs in the browser tests. */

const { createSearchMap, handle, started } = vi.hoisted(() => {
  const handle = {
    showResults: vi.fn(),
    fitTo: vi.fn(),
    showZone: vi.fn(),
    highlight: vi.fn(),
    startDrawing: vi.fn(async () => undefined),
    cancelDrawing: vi.fn(),
    destroy: vi.fn(),
  };
  const started: { callbacks?: SearchMapCallbacks; start?: unknown } = {};
  return {
    handle,
    started,
    createSearchMap: vi.fn((_container: HTMLElement, start: unknown, callbacks: SearchMapCallbacks) => {
      started.start = start;
      started.callbacks = callbacks;
      return handle as SearchMapHandle;
    }),
  };
});
vi.mock('../lib/search-map', () => ({ createSearchMap }));

const lima = { minLng: -77.1, minLat: -12.2, maxLng: -76.9, maxLat: -12 };
const points: MapResponse = {
  total: 1,
  mode: 'points',
  clusters: [],
  points: [
    {
      id: 7,
      slug: 'depa-miraflores',
      title: 'Depa en Miraflores',
      lat: -12.12,
      lng: -77.03,
      price: 2800,
      currency: 'PEN',
      operation: 'rent',
      photoUrl: null,
    },
  ],
};

function renderMap(props: Partial<SearchMapProps> = {}) {
  const calls = stubApi({ 'GET /api/v1/properties/map': () => jsonResponse(points) });
  const onSearchArea = vi.fn();
  const onZoneChange = vi.fn();
  const onShowList = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SearchMap
          filters={{ operation: 'rent' }}
          highlightedId={null}
          onHighlight={vi.fn()}
          onSearchArea={onSearchArea}
          onZoneChange={onZoneChange}
          onShowList={onShowList}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { calls, onSearchArea, onZoneChange, onShowList };
}

/** The map reports a settled view, as Leaflet's moveend does. */
const moveTo = (bbox: typeof lima, zoom = 13) => act(() => started.callbacks?.onView({ bbox, zoom }));

const ready = () => waitFor(() => expect(createSearchMap).toHaveBeenCalled());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('SearchMap', () => {
  it('names its buttons and asks the API for the view with the filters and the zoom', async () => {
    const { calls, onShowList } = renderMap();
    expect(screen.getByRole('region', { name: 'Mapa de resultados' })).toBeInTheDocument();
    await ready();
    expect(screen.getByRole('button', { name: 'Dibujar zona' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Buscar al mover el mapa' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Ver lista' }));
    expect(onShowList).toHaveBeenCalledTimes(1);

    await moveTo(lima, 12);
    await waitFor(() => expect(handle.showResults).toHaveBeenCalledWith(points));
    const mapCall = calls.find((call) => call.url.pathname === '/api/v1/properties/map');
    expect(Object.fromEntries(mapCall?.url.searchParams ?? [])).toEqual({
      operation: 'rent',
      bbox: '-77.1,-12.2,-76.9,-12',
      zoom: '12',
    });
    // The first view is where the map opened: nothing to search yet.
    expect(screen.queryByRole('button', { name: 'Buscar en esta zona' })).not.toBeInTheDocument();
  });

  it("offers 'Buscar en esta zona' once the map moved, and puts the visible area in the search", async () => {
    const { onSearchArea } = renderMap();
    await ready();
    await moveTo(lima);
    await moveTo({ minLng: -77.06, minLat: -12.14, maxLng: -77.0, maxLat: -12.1 });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar en esta zona' }));
    expect(onSearchArea).toHaveBeenCalledWith('-77.06,-12.14,-77,-12.1', { replace: false });
  });

  it("searches on every move with 'Buscar al mover el mapa', replacing the history entry", async () => {
    const { onSearchArea } = renderMap();
    await ready();
    await moveTo(lima);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Buscar al mover el mapa' }));
    await moveTo({ minLng: -77.06, minLat: -12.14, maxLng: -77.0, maxLat: -12.1 });
    expect(onSearchArea).toHaveBeenLastCalledWith('-77.06,-12.14,-77,-12.1', { replace: true });
    expect(screen.queryByRole('button', { name: 'Buscar en esta zona' })).not.toBeInTheDocument();
  });

  it('asks only for the part of the view inside the searched area', async () => {
    const { calls } = renderMap({ bbox: '-77.05,-12.15,-77,-12.1' });
    await ready();
    expect(started.start).toEqual({ bbox: { minLng: -77.05, minLat: -12.15, maxLng: -77, maxLat: -12.1 } });
    await moveTo(lima);
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('bbox')).toBe('-77.05,-12.15,-77,-12.1'));
  });

  it('turns a drawn zone into within= and refuses one that crosses itself', async () => {
    const { onZoneChange } = renderMap();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Dibujar zona' }));
    expect(handle.startDrawing).toHaveBeenCalledTimes(1);
    act(() => started.callbacks?.onDrawing(true));
    expect(screen.getByRole('button', { name: 'Cancelar dibujo' })).toHaveAttribute('aria-pressed', 'true');

    const square: [number, number][] = [
      [-77.05, -12.1],
      [-77.02, -12.1],
      [-77.02, -12.08],
      [-77.05, -12.08],
    ];
    act(() => started.callbacks?.onZoneDrawn(square));
    expect(decodePolyline(onZoneChange.mock.lastCall?.[0] as string)).toEqual(square);

    onZoneChange.mockClear();
    act(() =>
      started.callbacks?.onZoneDrawn([
        [-77.05, -12.1],
        [-77.02, -12.08],
        [-77.02, -12.1],
        [-77.05, -12.08],
      ]),
    );
    expect(onZoneChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('La zona dibujada no puede cruzarse a sí misma.');
  });

  it("shows the drawn zone and clears it with 'Borrar zona'", async () => {
    const { onZoneChange } = renderMap({ within: '~gzhAnyguM?ozD_|B??nzD' });
    await ready();
    await waitFor(() => expect(handle.showZone).toHaveBeenCalledWith(expect.any(Array)));
    // On a phone the map covers the list: the count and the zone's chip stay in its toolbar.
    await moveTo(lima, 12);
    expect(await screen.findByRole('status')).toHaveTextContent('1 propiedad en el mapa');
    expect(screen.getByRole('status')).toHaveTextContent('Zona dibujada');
    // 'Borrar zona' is a button like its neighbours.
    const clear = screen.getByRole('button', { name: 'Borrar zona' });
    expect(clear.className).toBe(screen.getByRole('button', { name: 'Dibujar zona' }).className);
    await userEvent.click(clear);
    expect(onZoneChange).toHaveBeenCalledWith(undefined);
  });

  it('says so when the tiles fail, and keeps the markers', async () => {
    renderMap();
    await ready();
    await moveTo(lima);
    await waitFor(() => expect(handle.showResults).toHaveBeenCalledWith(points));
    act(() => started.callbacks?.onTilesFailed());
    expect(
      screen.getByText('No se pudo cargar el mapa de fondo. Los resultados se muestran igual.'),
    ).toBeInTheDocument();
    expect(handle.showResults).not.toHaveBeenCalledWith(expect.objectContaining({ total: 0 }));
  });
});
