import { describe, expect, it } from 'vitest';
import {
  detailErrorsOf,
  detailFieldSpecs,
  detailFieldsOf,
  detailValuesFor,
  emptyDetailValues,
} from './detail-fields';

describe('detail fields of each category', () => {
  it('lists the fields of the spec table, in its order, with the labels every screen uses', () => {
    expect(detailFieldSpecs('HouseResource').map(({ key, label }) => [key, label])).toEqual([
      ['floors', 'Pisos'],
      ['bedrooms', 'Dormitorios'],
      ['bathrooms', 'Baños'],
      ['parking_spots', 'Estacionamientos'],
      ['garden', 'Jardín'],
      ['pool', 'Piscina'],
    ]);
    expect(detailFieldSpecs('LandResource').map((spec) => spec.key)).toEqual([
      'irrigation',
      'length_m',
      'width_m',
      'crops',
    ]);
    expect(detailFieldSpecs('LotResource').map((spec) => spec.key)).toEqual([
      'front_m',
      'depth_m',
      'water',
      'electricity',
      'sewage',
    ]);
    expect(detailFieldSpecs('ApartmentResource').map((spec) => spec.key)).toEqual([
      'floor_number',
      'bedrooms',
      'bathrooms',
      'parking_spots',
    ]);
    expect(detailFieldSpecs('OfficeResource').map((spec) => spec.key)).toEqual([
      'meeting_rooms',
      'parking_spots',
      'reception',
    ]);
    expect(detailFieldSpecs('WarehouseResource').map((spec) => spec.key)).toEqual([
      'ceiling_height',
      'loading_dock',
      'office_space',
      'security',
    ]);
  });

  it('starts a new property with empty numbers and text and unticked boxes', () => {
    expect(emptyDetailValues('LandResource')).toEqual({
      irrigation: false,
      length_m: null,
      width_m: null,
      crops: null,
    });
  });

  it('takes the known fields of a loaded detail, numbers from text too, and drops the rest', () => {
    expect(
      detailValuesFor('ApartmentResource', {
        type: 'ApartmentResource',
        bedrooms: 3,
        bathrooms: '2.5',
        floor_number: null,
        pool: true,
      }),
    ).toEqual({ floor_number: null, bedrooms: 3, bathrooms: 2.5, parking_spots: null });
    // Switching category keeps what both have in common.
    expect(detailValuesFor('OfficeResource', { bedrooms: 3, parking_spots: 2 })).toEqual({
      meeting_rooms: null,
      parking_spots: 2,
      reception: false,
    });
  });
});

describe('detailFieldsOf (review step)', () => {
  it('reads numbers in es-PE, metres with their unit, yes/no and empty fields in Spanish', () => {
    expect(
      detailFieldsOf('LandResource', {
        irrigation: true,
        length_m: 1250.5,
        width_m: null,
        crops: 'Palta, uva',
      }),
    ).toEqual([
      { key: 'irrigation', label: 'Riego', value: 'Sí' },
      { key: 'length_m', label: 'Largo', value: '1,250.5 m' },
      { key: 'width_m', label: 'Ancho', value: 'Sin especificar' },
      { key: 'crops', label: 'Cultivos', value: 'Palta, uva' },
    ]);
    expect(
      detailFieldsOf('HouseResource', { ...emptyDetailValues('HouseResource'), bathrooms: 2.5, floors: 0 }),
    ).toEqual(
      expect.arrayContaining([
        { key: 'bathrooms', label: 'Baños', value: '2.5' },
        { key: 'floors', label: 'Pisos', value: '0' },
        { key: 'pool', label: 'Piscina', value: 'No' },
      ]),
    );
  });
});

describe('detailErrorsOf', () => {
  it('has no message for empty or sensible values', () => {
    expect(detailErrorsOf('HouseResource', emptyDetailValues('HouseResource'))).toEqual({});
    expect(
      detailErrorsOf('ApartmentResource', {
        floor_number: -2,
        bedrooms: 2,
        bathrooms: 1.5,
        parking_spots: 1,
      }),
    ).toEqual({});
  });

  it("gives the server's message for each field it would refuse", () => {
    const errors = detailErrorsOf('ApartmentResource', {
      floor_number: -6,
      bedrooms: 1.5,
      bathrooms: 2.3,
      parking_spots: null,
    });
    expect(errors).toEqual({
      floor_number: 'Piso debe estar entre -5 y 200',
      bedrooms: 'Dormitorios debe ser un número entero',
      bathrooms: 'Baños debe ser múltiplo de 0,5',
    });
  });
});
