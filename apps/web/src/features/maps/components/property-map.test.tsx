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
    expect(createPropertyMap).toHaveBeenLastCalledWith(screen.getByTestId('property-map'), {
      kind: 'point',
      point: [-12.04318, -77.02824],
    });

    view.rerender(<PropertyMap location={cusco} />);
    expect(destroy).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1499));
    expect(createPropertyMap).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await flush();
    expect(createPropertyMap).toHaveBeenCalledTimes(2);
    expect(createPropertyMap).toHaveBeenLastCalledWith(expect.anything(), {
      kind: 'point',
      point: [-13.53195, -71.96746],
    });

    view.unmount();
    expect(destroy).toHaveBeenCalledTimes(2);
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
