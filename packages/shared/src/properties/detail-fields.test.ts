import { describe, expect, it } from 'vitest';
import { detailFieldLabels, featureNumber, featureTiles, type FeatureTile } from './detail-fields.ts';

const asMap = (tiles: FeatureTile[]) => Object.fromEntries(tiles.map((t) => [t.label, t.value]));

describe('featureTiles', () => {
  it('shows a house: area first, its own fields, booleans only when true', () => {
    const tiles = featureTiles({
      area_m2: '1250.50',
      attributes: { zoning: 'RDM', year_built: 2015, furnished: true, orientation: '  ' },
      property_detail: {
        type: 'HouseResource',
        bedrooms: 4,
        bathrooms: 3.5,
        parking_spots: 2,
        floors: 2,
        garden: true,
        pool: false,
      },
    });
    expect(tiles[0]).toEqual({ key: 'area', label: 'Área', value: '1,250.5 m²' });
    expect(asMap(tiles)).toEqual({
      Área: '1,250.5 m²',
      Dormitorios: '4',
      Baños: '3.5',
      Estacionamientos: '2',
      Pisos: '2',
      'Año de construcción': '2015',
      Amoblado: 'Sí',
      Zonificación: 'RDM',
      Jardín: 'Sí',
    });
  });

  it('shows an apartment floor, from the detail or the free map', () => {
    const fromDetail = featureTiles({
      property_detail: {
        type: 'ApartmentResource',
        bedrooms: 2,
        bathrooms: 2,
        parking_spots: 0,
        floor_number: 7,
      },
    });
    expect(asMap(fromDetail)).toEqual({ Dormitorios: '2', Baños: '2', Estacionamientos: '0', Piso: '7' });
    expect(asMap(featureTiles({ attributes: { floor: 3 } }))).toEqual({ Piso: '3' });
  });

  it('prefers the detail to the same fact in the free map, and shows each fact once', () => {
    const tiles = featureTiles({
      attributes: { bedrooms: 9, parking: 5, ceiling_height_m: 8 },
      property_detail: { type: 'HouseResource', bedrooms: 3, parking_spots: null },
    });
    expect(tiles.filter((t) => t.label === 'Dormitorios')).toEqual([
      { key: 'bedrooms', label: 'Dormitorios', value: '3' },
    ]);
    expect(asMap(tiles)).toMatchObject({ Estacionamientos: '5', 'Altura de techo': '8 m' });
  });

  it('shows agricultural land, accepting the text true for irrigation', () => {
    const tiles = featureTiles({
      property_detail: {
        type: 'LandResource',
        length_m: 250,
        width_m: 120.25,
        irrigation: 'true',
        crops: 'Palta, vid',
      },
    });
    expect(asMap(tiles)).toEqual({ Largo: '250 m', Ancho: '120.25 m', Riego: 'Sí', Cultivos: 'Palta, vid' });
  });

  it('shows an urban lot with its services, true as a boolean or as text', () => {
    const tiles = featureTiles({
      property_detail: {
        type: 'LotResource',
        front_m: 10,
        depth_m: 20,
        water: true,
        electricity: 'true',
        sewage: 'false',
      },
    });
    expect(asMap(tiles)).toEqual({ Frente: '10 m', Fondo: '20 m', Agua: 'Sí', Electricidad: 'Sí' });
  });

  it('shows an office and a warehouse', () => {
    expect(
      asMap(
        featureTiles({
          property_detail: { type: 'OfficeResource', meeting_rooms: 3, parking_spots: 4, reception: true },
        }),
      ),
    ).toEqual({ 'Salas de reuniones': '3', Estacionamientos: '4', Recepción: 'Sí' });
    expect(
      asMap(
        featureTiles({
          property_detail: {
            type: 'WarehouseResource',
            ceiling_height: 12.5,
            loading_dock: true,
            office_space: false,
            security: true,
          },
        }),
      ),
    ).toEqual({ 'Altura de techo': '12.5 m', 'Andén de carga': 'Sí', Seguridad: 'Sí' });
  });

  it('accepts the text true only for irrigation, water, electricity and sewage', () => {
    const tiles = featureTiles({
      property_detail: { type: 'HouseResource', garden: 'true', pool: 'TRUE' },
      attributes: { furnished: 'true', water: 'TRUE' },
    });
    expect(asMap(tiles)).toEqual({ Agua: 'Sí' });
  });

  it('keeps a descriptive text of a yes/no field, and lists of text', () => {
    const tiles = featureTiles({
      attributes: { furnished: 'Semi amoblado', utilities: ['Agua', 'Luz', ' '] },
    });
    expect(asMap(tiles)).toEqual({ Amoblado: 'Semi amoblado', Servicios: 'Agua, Luz' });
  });

  it('shows the remaining free attributes after the known ones, labelled in Spanish when known', () => {
    const tiles = featureTiles({
      attributes: {
        access: 'Calle asfaltada',
        vista_al_mar: true,
        ascensor: false,
        nested: { a: 1 },
        zoning: 'I2',
      },
    });
    expect(tiles.map((t) => [t.key, t.label, t.value])).toEqual([
      ['zoning', 'Zonificación', 'I2'],
      ['access', 'Acceso', 'Calle asfaltada'],
      ['vista_al_mar', 'Vista al mar', 'Sí'],
    ]);
  });

  it('reads the legacy {type, data} detail form', () => {
    const tiles = featureTiles({
      property_detail: { type: 'LotResource', data: { front_m: 8, water: true } },
    });
    expect(asMap(tiles)).toEqual({ Frente: '8 m', Agua: 'Sí' });
  });

  it('shows nothing for a property without values', () => {
    expect(featureTiles({ area_m2: null, attributes: {}, property_detail: null })).toEqual([]);
  });

  it('labels every type-specific field in Spanish', () => {
    expect(detailFieldLabels.LandResource).toEqual({
      length_m: 'Largo',
      width_m: 'Ancho',
      irrigation: 'Riego',
      crops: 'Cultivos',
    });
    expect(detailFieldLabels.ApartmentResource.floor_number).toBe('Piso');
    expect(detailFieldLabels.WarehouseResource.loading_dock).toBe('Andén de carga');
  });
});

describe('featureNumber', () => {
  it('reads the number from the type detail first, then the free map, as the tiles do', () => {
    const property = {
      attributes: { bedrooms: 9, parking: '5', ceiling_height_m: 8 },
      property_detail: { type: 'HouseResource', bedrooms: 3, parking_spots: null },
    };
    expect(featureNumber(property, 'bedrooms')).toBe(3);
    expect(featureNumber(property, 'parking')).toBe(5);
    expect(featureNumber(property, 'ceiling_height')).toBe(8);
    expect(featureNumber(property, 'bathrooms')).toBeNull();
    expect(featureNumber({ attributes: { bedrooms: 'muchos' } }, 'bedrooms')).toBeNull();
    expect(featureNumber(property, 'no-such-fact')).toBeNull();
  });
});
