import { describe, expect, it } from 'vitest';
import { encodePolyline } from '@inmuebles/shared/geo/polyline';
import {
  applyChange,
  clearFilters,
  hasActiveFilters,
  parseListingParams,
  setView,
  toApiQuery,
  toSearchParams,
} from './listing-params';
import { activeFilterChips } from './active-filter-chips';

/* The map search's part of the listing's address (docs/product/map-search.md): bbox=, within=, vista=mapa. */

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

/** A square over San Isidro, [lng, lat] corners. */
const sanIsidro: [number, number][] = [
  [-77.045, -12.1],
  [-77.025, -12.1],
  [-77.025, -12.085],
  [-77.045, -12.085],
];
const zone = encodePolyline(sanIsidro);

describe('map area in the address', () => {
  it('round-trips bbox, within and the map view, and sends bbox and within to the API', () => {
    const state = parse(
      `bbox=-77.05,-12.13,-77.01,-12.09&within=${encodeURIComponent(zone)}&vista=mapa&operation=rent`,
    );
    expect(state).toEqual({
      bbox: '-77.05,-12.13,-77.01,-12.09',
      within: zone,
      view: 'map',
      operation: 'rent',
      sort: 'smart_ranking',
      page: 1,
    });
    expect(parseListingParams(toSearchParams(state))).toEqual(state);
    expect(toSearchParams(state).get('vista')).toBe('mapa');
    expect(toApiQuery(state)).toMatchObject({
      bbox: '-77.05,-12.13,-77.01,-12.09',
      within: zone,
      operation: 'rent',
    });
    expect(toApiQuery(state)).not.toHaveProperty('view');
  });

  it('writes the box in its 5-decimal form', () => {
    expect(parse('bbox=-77.0512345,-12.13,-77.01,-12.0900001').bbox).toBe('-77.05123,-12.13,-77.01,-12.09');
  });

  it('drops a box or a zone the API would refuse', () => {
    for (const bad of ['1,2,3', '-77,-12,-78,-11', '10,10,11,11', 'a,b,c,d', '-77e0,-12,-76,-11']) {
      expect(parse(`bbox=${encodeURIComponent(bad)}`)).not.toHaveProperty('bbox');
    }
    const crossing = encodePolyline([
      [-77.05, -12.1],
      [-77.02, -12.08],
      [-77.02, -12.1],
      [-77.05, -12.08],
    ]);
    const tooMany = encodePolyline(
      Array.from({ length: 101 }, (_, i) => {
        const angle = (2 * Math.PI * i) / 101;
        return [-77.03 + 0.02 * Math.cos(angle), -12.09 + 0.02 * Math.sin(angle)] as [number, number];
      }),
    );
    for (const bad of ['not a polyline', crossing, tooMany]) {
      expect(parse(`within=${encodeURIComponent(bad)}`)).not.toHaveProperty('within');
    }
    expect(parse('vista=satelite')).not.toHaveProperty('view');
  });

  it('goes back to page 1 when the area changes, but not when the view does', () => {
    const onPage3 = parse('page=3');
    expect(applyChange(onPage3, { bbox: '-77.05,-12.13,-77.01,-12.09' }).page).toBe(1);
    expect(setView(onPage3, 'map')).toEqual({ sort: 'smart_ranking', page: 3, view: 'map' });
    expect(setView(setView(onPage3, 'map'), undefined)).toEqual(onPage3);
  });

  it('counts the area and the zone as filters, shows them as chips, and clears them but not the view', () => {
    const state = parse(`bbox=-77.05,-12.13,-77.01,-12.09&within=${encodeURIComponent(zone)}&vista=mapa`);
    expect(hasActiveFilters(state)).toBe(true);
    expect(activeFilterChips(state).map(({ label, change }) => ({ label, change }))).toEqual([
      { label: 'Área del mapa', change: { bbox: undefined } },
      { label: 'Zona dibujada', change: { within: undefined } },
    ]);
    expect(clearFilters(state)).toEqual({ sort: 'smart_ranking', page: 1, view: 'map' });
  });
});
