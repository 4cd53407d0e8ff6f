// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchMapCallbacks } from '@/features/maps/lib/search-map-types';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { buildProjectCard, buildProjectList } from '../testing/build-project';

/* The project search's 'Lista' / 'Mapa' switch (docs/product/projects.md §2.1). */

const shown = vi.fn();
// Leaflet itself runs in the browser tests; here the map reports one view of Lima and records the markers.
vi.mock('@/features/maps/lib/search-map', () => ({
  createSearchMap: (_container: HTMLElement, _start: unknown, callbacks: SearchMapCallbacks) => {
    queueMicrotask(() =>
      callbacks.onView({ bbox: { minLng: -77.1, minLat: -12.2, maxLng: -76.9, maxLat: -12 }, zoom: 12 }),
    );
    return {
      showResults: shown,
      fitTo: vi.fn(),
      showZone: vi.fn(),
      highlight: vi.fn(),
      startDrawing: vi.fn(),
      cancelDrawing: vi.fn(),
      destroy: vi.fn(),
    };
  },
}));

const point = {
  id: 1,
  slug: 'torre-aurora',
  title: 'Torre Aurora',
  lat: -12.12,
  lng: -77.03,
  price: 389000,
  currency: 'PEN',
  operation: 'sale',
  photoUrl: null,
};

function stubSearch() {
  return stubApi({
    'GET /api/v1/locations/departments': () => jsonResponse({ departments: [] }),
    'GET /api/v1/projects': () => jsonResponse(buildProjectList([buildProjectCard()])),
    'GET /api/v1/projects/map': () =>
      jsonResponse({ total: 1, mode: 'points', clusters: [], points: [point] }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  shown.mockClear();
});

describe('project search map view', () => {
  it("opens the map with 'Mapa' (vista=mapa), asks for the matching projects in view, and closes it with 'Lista'", async () => {
    const calls = stubSearch();
    const user = userEvent.setup({ delay: null });
    const app = renderApp('/proyectos?stage=en_planos');
    await user.click(await screen.findByRole('button', { name: 'Mapa' }, { timeout: 5000 }));
    expect(app.currentUrl()).toBe('/proyectos?stage=en_planos&vista=mapa');
    expect(await screen.findByRole('region', { name: 'Mapa de resultados' })).toBeInTheDocument();

    await waitFor(() => expect(shown).toHaveBeenCalledWith(expect.objectContaining({ points: [point] })));
    const mapCall = calls.find((call) => call.url.pathname === '/api/v1/projects/map');
    expect(Object.fromEntries(mapCall?.url.searchParams ?? [])).toEqual({
      stage: 'en_planos',
      bbox: '-77.1,-12.2,-76.9,-12',
      zoom: '12',
    });
    // The project search takes no area: no zone drawing, no 'Buscar en esta zona'.
    expect(screen.queryByRole('button', { name: 'Dibujar zona' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Buscar al mover el mapa' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(app.currentUrl()).toBe('/proyectos?stage=en_planos');
    expect(screen.queryByRole('region', { name: 'Mapa de resultados' })).not.toBeInTheDocument();
  });

  it('keeps the map open when a filter changes or is cleared', async () => {
    stubSearch();
    const app = renderApp('/proyectos?stage=en_planos&vista=mapa');
    expect(
      await screen.findByRole('region', { name: 'Mapa de resultados' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Quitar filtro/ }));
    await waitFor(() => expect(app.currentUrl()).toBe('/proyectos?vista=mapa'));
  });
});
