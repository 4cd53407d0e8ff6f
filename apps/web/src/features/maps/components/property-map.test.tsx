import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapLocation } from '../utils/map-plan';
import { PropertyMap } from './property-map';

const { createPropertyMap, destroy } = vi.hoisted(() => {
  const destroy = vi.fn();
  return { destroy, createPropertyMap: vi.fn(() => ({ map: {}, destroy })) };
});
vi.mock('../lib/leaflet-map', () => ({ createPropertyMap }));

const lima: MapLocation = { latitude: -12.04318, longitude: -77.02824 };
const cusco: MapLocation = { latitude: -13.53195, longitude: -71.96746 };

/** Lets the dynamic import settle. */
const flush = () => act(async () => undefined);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('PropertyMap', () => {
  it('starts the map 1 s after showing, and 1.5 s after the location changes, discarding the previous map', async () => {
    const view = render(<PropertyMap location={lima} />);
    await act(async () => vi.advanceTimersByTime(999));
    expect(createPropertyMap).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(createPropertyMap).toHaveBeenCalledTimes(1);
    expect(createPropertyMap).toHaveBeenLastCalledWith(
      screen.getByTestId('property-map'),
      { kind: 'point', point: [-12.04318, -77.02824] },
      expect.any(Function),
    );

    view.rerender(<PropertyMap location={cusco} />);
    expect(destroy).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1499));
    expect(createPropertyMap).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(createPropertyMap).toHaveBeenCalledTimes(2);
    expect(createPropertyMap).toHaveBeenLastCalledWith(
      expect.anything(),
      { kind: 'point', point: [-13.53195, -71.96746] },
      expect.any(Function),
    );

    view.unmount();
    expect(destroy).toHaveBeenCalledTimes(2);
  });

  it('says so when the base map does not arrive, and offers Google Maps and Waze at the coordinates', async () => {
    const view = render(<PropertyMap location={lima} />);
    expect(screen.getByRole('link', { name: 'Abrir en Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=-12.043180,-77.028240',
    );
    expect(screen.getByRole('link', { name: 'Abrir en Waze' })).toHaveAttribute(
      'href',
      'https://waze.com/ul?ll=-12.043180,-77.028240&navigate=yes',
    );
    await act(async () => vi.advanceTimersByTime(1000));
    await flush();
    expect(screen.queryByText(/No se pudo cargar el mapa de fondo/)).not.toBeInTheDocument();
    const onTilesFailed = (createPropertyMap.mock.calls[0] as unknown[])[2] as () => void;
    act(() => onTilesFailed());
    expect(screen.getByRole('status')).toHaveTextContent(
      'No se pudo cargar el mapa de fondo. La ubicación se muestra igual; ábrela en Google Maps o Waze.',
    );
    view.unmount();
  });

  it('keeps the map when the same location comes again (a refetch)', async () => {
    const view = render(<PropertyMap location={lima} />);
    await act(async () => vi.advanceTimersByTime(1000));
    await flush();
    view.rerender(<PropertyMap location={{ ...lima }} />);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(createPropertyMap).toHaveBeenCalledTimes(1);
    expect(destroy).not.toHaveBeenCalled();
  });

  it("says 'Mapa no disponible' without location and never loads Leaflet", async () => {
    render(
      <PropertyMap
        location={{ latitude: null, longitude: null, geometry: null, polygon_coordinates: null }}
      />,
    );
    expect(screen.getByText('Mapa no disponible')).toBeInTheDocument();
    expect(
      screen.getByText('Esta propiedad no tiene información de ubicación geográfica'),
    ).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(createPropertyMap).not.toHaveBeenCalled();
  });
});
