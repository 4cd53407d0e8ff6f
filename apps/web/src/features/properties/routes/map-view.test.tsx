// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { testSearcher } from '@/testing/test-users';
import type { SearchMapCallbacks } from '@/features/maps/lib/search-map-types';
import { buildListResponse, buildProperty } from '../testing/build-property';

/* The listing's 'Lista' / 'Mapa' switch and the map search's filters (docs/product/map-search.md). */

// Leaflet itself runs in the browser tests; here the map is a stand-in that never draws.
const { started } = vi.hoisted(() => ({ started: {} as { callbacks?: SearchMapCallbacks } }));
vi.mock('@/features/maps/lib/search-map', () => ({
  createSearchMap: (_container: HTMLElement, _start: unknown, callbacks: SearchMapCallbacks) => {
    started.callbacks = callbacks;
    return {
      showResults: vi.fn(),
      fitTo: vi.fn(),
      showZone: vi.fn(),
      highlight: vi.fn(),
      startDrawing: vi.fn(),
      cancelDrawing: vi.fn(),
      destroy: vi.fn(),
    };
  },
}));

const area = '-77.05,-12.13,-77.01,-12.09';

function stubListing() {
  return stubApi({
    'GET /api/v1/locations/departments': () => jsonResponse({ departments: [] }),
    'GET /api/v1/properties': () => jsonResponse(buildListResponse([buildProperty({ id: 1 })])),
    'GET /api/v1/properties/map': () => jsonResponse({ total: 0, mode: 'points', clusters: [], points: [] }),
    'POST /api/v1/user/saved_searches': () =>
      jsonResponse({ saved_search: { id: 5, name: 'Zona del mapa', filters: {} } }, 201),
  });
}

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('listing map view', () => {
  it("opens the map with 'Mapa' (vista=mapa) and closes it with 'Lista', keeping the filters", async () => {
    stubListing();
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/propiedades?operation=rent');
    const views = await screen.findByRole('group', { name: 'Vista de resultados' }, { timeout: 5000 });
    const list = screen.getByRole('button', { name: 'Lista' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('region', { name: 'Mapa de resultados' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mapa' }));
    expect(app.currentUrl()).toBe('/propiedades?operation=rent&vista=mapa');
    expect(await screen.findByRole('region', { name: 'Mapa de resultados' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');
    expect(views).toBeInTheDocument();

    await user.click(list);
    expect(app.currentUrl()).toBe('/propiedades?operation=rent');
    expect(screen.queryByRole('region', { name: 'Mapa de resultados' })).not.toBeInTheDocument();
  });

  it('sends the area to the list and the saved search, and removes it with its chip', async () => {
    signIn('tok', testSearcher);
    const calls = stubListing();
    const user = userEvent.setup({ delay: null });
    const app = renderApp(`/propiedades?bbox=${area}&vista=mapa`);
    await waitFor(() =>
      expect(
        calls.some(
          (call) => call.url.searchParams.get('bbox') === area && call.url.pathname === '/api/v1/properties',
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: 'Guardar búsqueda' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ filters: { bbox: area } }),
    );

    await user.click(screen.getByRole('button', { name: 'Quitar filtro: Área del mapa' }));
    expect(app.currentUrl()).toBe('/propiedades?vista=mapa');
  });
  it("counts a 'Comprar' map's markers as the list counts them: 'resultados', or 'proyectos' with only projects", async () => {
    stubApi({
      'GET /api/v1/locations/departments': () => jsonResponse({ departments: [] }),
      'GET /api/v1/properties': () => jsonResponse(buildListResponse([buildProperty({ id: 1 })])),
      'GET /api/v1/properties/map': () =>
        jsonResponse({ total: 3, mode: 'points', clusters: [], points: [] }),
    });
    const lima = { minLng: -77.1, minLat: -12.2, maxLng: -76.9, maxLat: -12 };
    const showView = async () => {
      await waitFor(() => expect(started.callbacks).toBeDefined());
      act(() => started.callbacks?.onView({ bbox: lima, zoom: 12 }));
    };

    const app = renderApp('/propiedades?operation=sale&vista=mapa');
    await showView();
    expect(await screen.findByText('3 resultados en el mapa')).toBeInTheDocument();
    app.unmount();

    started.callbacks = undefined;
    renderApp('/propiedades?operation=sale&listing_kind=project&vista=mapa');
    await showView();
    expect(await screen.findByText('3 proyectos en el mapa')).toBeInTheDocument();
  });
});
