import { describe, expect, it } from 'vitest';
import { emptyProjectValues, emptyUnitTypeRow, type UnitTypeRow } from './project-values';
import { projectBody, unitTypeBody, unitTypeWrites } from './write-bodies';

const stored = (id: number, price: string): UnitTypeRow => ({
  ...emptyUnitTypeRow(),
  id,
  key: `tipo-${id}`,
  name: `Tipo ${id}`,
  bedrooms: '2',
  bathrooms: '1.5',
  area_min: '60',
  price_from: price,
  units_available: '4',
});

describe('the bodies the editor sends', () => {
  it('a ready building sends no delivery date; an outline sends no point', () => {
    const body = projectBody({
      ...emptyProjectValues,
      stage: 'entrega_inmediata',
      delivery_month: '5',
      delivery_year: '2027',
      latitude: -12.1,
      longitude: -77.03,
      polygon_coordinates: [
        [-77.03, -12.1],
        [-77.02, -12.1],
        [-77.02, -12.11],
      ],
      total_units: '60',
      video_url: '  ',
    }).project;
    expect(body).toMatchObject({
      delivery_month: null,
      delivery_year: null,
      latitude: null,
      longitude: null,
      total_units: 60,
      video_url: null,
    });
  });

  it('a unit type row: numbers from its text, a decimal comma read as a point, empty "hasta" as null', () => {
    expect(unitTypeBody({ ...stored(1, '389000'), bathrooms: '2,5' }).unit_type).toEqual({
      name: 'Tipo 1',
      bedrooms: 2,
      bathrooms: 2.5,
      area_min: 60,
      area_max: null,
      price_from: 389000,
      currency: 'PEN',
      units_available: 4,
    });
  });
});

describe('unitTypeWrites: the calls that bring the stored unit types to the rows on screen', () => {
  it('creates new rows, updates changed ones only and deletes the removed', () => {
    const saved = new Map([
      [1, stored(1, '300000')],
      [2, stored(2, '400000')],
      [3, stored(3, '500000')],
    ]);
    const fresh = { ...stored(0, '250000'), id: null, key: 'nueva-1' };
    const writes = unitTypeWrites(saved, [stored(1, '300000'), stored(2, '410000'), fresh]);
    expect(writes.create.map((row) => row.key)).toEqual(['nueva-1']);
    expect(writes.update.map((row) => row.id)).toEqual([2]);
    expect(writes.remove).toEqual([3]);
  });
});
