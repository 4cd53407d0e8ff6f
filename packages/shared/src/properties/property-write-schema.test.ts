import { describe, expect, it } from 'vitest';
import { propertyUpdateBodySchema } from './management-schema.ts';
import { propertyCreateBodySchema, propertyWriteUpdateBodySchema } from './property-write-schema.ts';
import { parsePropertyDetail, propertyDetailInputSchemas } from './property-detail-input.ts';

const validProperty = {
  title: '  Casa en Miraflores ',
  description: 'Amplia casa con jardín.',
  property_type: 'residential',
  price: 350000,
  area_m2: 220.5,
  address_line: 'Av. Larco 123',
  region: '15',
  province: '1501',
  district: '150122',
};

const lima = (dLng: number, dLat: number): [number, number] => [-77.03 + dLng, -12.12 + dLat];
const square = [lima(0, 0), lima(0.001, 0), lima(0.001, 0.001), lima(0, 0.001)];
const bowTie = [lima(0, 0), lima(0.001, 0.001), lima(0.001, 0), lima(0, 0.001)];

/** The Spanish messages of a failed parse, each prefixed with its path as the API reports them. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map((issue) =>
    issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
}

const create = (property: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  propertyCreateBodySchema.safeParse({ property_detail_type: 'HouseResource', property, ...extra });

describe('propertyCreateBodySchema', () => {
  it('trims the title, reads numeric text and fills the spec defaults', () => {
    const result = create({ ...validProperty, price: '350000.00' });
    expect(result.data?.property).toMatchObject({
      title: 'Casa en Miraflores',
      price: 350000,
      currency: 'USD',
      status: 'draft',
      visibility: 'public',
      country: 'Perú',
    });
  });

  it('requires the basic information and the location', () => {
    expect(messages(create({}))).toEqual([
      'property.title: El título es requerido',
      'property.description: La descripción es requerida',
      'property.property_type: Tipo de propiedad no válido (residential, commercial, industrial o land)',
      'property.price: El precio debe ser un número mayor o igual a 0',
      'property.area_m2: El área debe ser un número mayor o igual a 0',
      'property.address_line: La dirección es requerida',
      'property.region: El departamento es requerido',
      'property.province: La provincia es requerida',
      'property.district: El distrito es requerido',
    ]);
    expect(messages(create({ ...validProperty, title: '   ' }))).toEqual([
      'property.title: El título es requerido',
    ]);
  });

  it('refuses a negative price, an unknown currency, a foreign country and unknown fields', () => {
    expect(messages(create({ ...validProperty, price: -1 }))).toEqual([
      'property.price: El precio debe ser un número mayor o igual a 0',
    ]);
    expect(messages(create({ ...validProperty, price: 'mucho' }))).toEqual([
      'property.price: El precio debe ser un número mayor o igual a 0',
    ]);
    expect(messages(create({ ...validProperty, currency: 'GBP' }))).toEqual([
      'property.currency: Moneda no válida (USD, PEN o EUR)',
    ]);
    expect(messages(create({ ...validProperty, country: 'Chile' }))).toEqual([
      'property.country: El país debe ser Perú',
    ]);
    expect(messages(create({ ...validProperty, owner: 'x' }))).toEqual([
      'property: Campo no permitido: owner',
    ]);
    expect(messages(create(validProperty, { extra: 1 }))).toEqual(['Campo no permitido: extra']);
  });

  it('refuses a price the column cannot hold', () => {
    expect(messages(create({ ...validProperty, price: 1e12 }))).toEqual([
      'property.price: El precio es demasiado alto',
    ]);
  });

  it('accepts only YouTube and Vimeo links, and reads an empty link as none', () => {
    expect(create({ ...validProperty, video_url: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    expect(create({ ...validProperty, video_url: '' }).data?.property.video_url).toBeNull();
    expect(
      messages(create({ ...validProperty, video_url: 'https://evil.example/watch?v=dQw4w9WgXcQ' })),
    ).toEqual(['property.video_url: URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo']);
  });

  it('checks the outline: at least three points, inside Peru, not self-intersecting', () => {
    expect(create({ ...validProperty, polygon_coordinates: square }).success).toBe(true);
    expect(messages(create({ ...validProperty, polygon_coordinates: bowTie }))).toEqual([
      'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
    ]);
    expect(messages(create({ ...validProperty, polygon_coordinates: square.slice(0, 2) }))).toEqual([
      'property.polygon_coordinates: El polígono debe tener al menos 3 puntos distintos.',
    ]);
    expect(
      messages(
        create({
          ...validProperty,
          polygon_coordinates: [
            [-3.7, 40.4],
            [-3.6, 40.4],
            [-3.6, 40.5],
          ],
        }),
      ),
    ).toEqual(['property.polygon_coordinates: El polígono debe estar dentro del Perú.']);
    expect(messages(create({ ...validProperty, polygon_coordinates: [['a', 1]] }))).toEqual([
      'property.polygon_coordinates.0.0: Coordenadas no válidas',
    ]);
  });

  it('checks the point: both coordinates, inside Peru', () => {
    expect(create({ ...validProperty, latitude: -12.12, longitude: -77.03 }).success).toBe(true);
    expect(messages(create({ ...validProperty, latitude: 40.4, longitude: -3.7 }))).toEqual([
      'property.latitude: La ubicación debe estar dentro del Perú.',
    ]);
    expect(messages(create({ ...validProperty, latitude: -12.12 }))).toEqual([
      'property.longitude: La latitud y la longitud deben enviarse juntas',
    ]);
  });

  it('checks the detail against the category and names the field by its label', () => {
    const withDetail = (type: string, detail: unknown, propertyType = 'residential') =>
      propertyCreateBodySchema.safeParse({
        property_detail_type: type,
        property: { ...validProperty, property_type: propertyType },
        property_detail: detail,
      });
    expect(withDetail('HouseResource', { bedrooms: 3, bathrooms: 2.5, garden: true }).success).toBe(true);
    expect(messages(withDetail('HouseResource', { bathrooms: 2.3 }))).toEqual([
      'property_detail.bathrooms: Baños debe ser múltiplo de 0,5',
    ]);
    expect(messages(withDetail('LandResource', { bedrooms: 2 }, 'land'))).toEqual([
      'property_detail: Campo no permitido: bedrooms',
    ]);
    expect(messages(withDetail('HouseResource', { sauna: true }))).toEqual([
      'property_detail: Campo no permitido: sauna',
    ]);
    expect(messages(withDetail('Castle', {}))).toEqual(['property_detail_type: Categoría no válida']);
  });

  it('refuses a category of another type (a lot is land, never residential)', () => {
    const body = (type: string, detailType: string) =>
      propertyCreateBodySchema.safeParse({
        property_detail_type: detailType,
        property: { ...validProperty, property_type: type },
        property_detail: {},
      });
    expect(body('land', 'LotResource').success).toBe(true);
    expect(messages(body('residential', 'LotResource'))).toEqual([
      'property_detail_type: La categoría no corresponde al tipo de propiedad',
    ]);
    expect(messages(body('industrial', 'OfficeResource'))).toEqual([
      'property_detail_type: La categoría no corresponde al tipo de propiedad',
    ]);
  });
});

describe('propertyDetailInputSchemas', () => {
  it('has one schema per detail type', () => {
    expect(Object.keys(propertyDetailInputSchemas).sort()).toEqual([
      'ApartmentResource',
      'HouseResource',
      'LandResource',
      'LotResource',
      'OfficeResource',
      'WarehouseResource',
    ]);
  });

  it('reads an empty number as null, numeric text as a number, and keeps only the keys sent', () => {
    expect(parsePropertyDetail('HouseResource', { bedrooms: '3', floors: '', pool: null })).toEqual({
      success: true,
      data: { bedrooms: 3, floors: null, pool: null },
    });
    expect(parsePropertyDetail('LandResource', { crops: '  ' })).toEqual({
      success: true,
      data: { crops: null },
    });
  });

  it('refuses fractions where a count is expected, negatives and out-of-range floors', () => {
    const issues = (type: keyof typeof propertyDetailInputSchemas, input: unknown) => {
      const result = parsePropertyDetail(type, input);
      return result.success ? [] : result.issues.map((issue) => issue.message);
    };
    expect(issues('HouseResource', { bedrooms: 2.5 })).toEqual(['Dormitorios debe ser un número entero']);
    expect(issues('OfficeResource', { meeting_rooms: -1 })).toEqual([
      'Salas de reuniones debe estar entre 0 y 1000',
    ]);
    expect(issues('ApartmentResource', { floor_number: -6 })).toEqual(['Piso debe estar entre -5 y 200']);
    expect(issues('ApartmentResource', { floor_number: -2 })).toEqual([]);
    expect(issues('WarehouseResource', { loading_dock: 'sí' })).toEqual(['Andén de carga debe ser sí o no']);
    expect(issues('LandResource', { crops: 'x'.repeat(501) })).toEqual([
      'Cultivos puede tener como máximo 500 caracteres',
    ]);
    expect(issues('LotResource', null)).toEqual(['Los detalles de la propiedad deben ser un objeto']);
  });
});

describe('propertyUpdateBodySchema (PATCH)', () => {
  it('is the full write schema under its old name', () => {
    expect(propertyUpdateBodySchema).toBe(propertyWriteUpdateBodySchema);
  });

  it('accepts the status alone (publish and archive from the list)', () => {
    expect(propertyUpdateBodySchema.parse({ property: { status: 'published' } })).toEqual({
      property: { status: 'published' },
    });
  });

  it('adds no defaults: a field not sent stays out of the update', () => {
    expect(propertyUpdateBodySchema.parse({ property: { title: 'Nuevo' } })).toEqual({
      property: { title: 'Nuevo' },
    });
  });

  it('clears the optional fields with null or an empty text', () => {
    expect(
      propertyUpdateBodySchema.parse({
        property: {
          postal_code: '',
          video_url: '',
          polygon_coordinates: null,
          latitude: null,
          longitude: null,
        },
      }).property,
    ).toEqual({
      postal_code: null,
      video_url: null,
      polygon_coordinates: null,
      latitude: null,
      longitude: null,
    });
  });

  it('refuses an empty title and a missing property object', () => {
    expect(messages(propertyUpdateBodySchema.safeParse({ property: { title: '' } }))).toEqual([
      'property.title: El título es requerido',
    ]);
    expect(messages(propertyUpdateBodySchema.safeParse({}))).toEqual([
      'property: Faltan los datos de la propiedad',
    ]);
    expect(messages(propertyUpdateBodySchema.safeParse({ property: { company_id: 2 } }))).toEqual([
      'property: Campo no permitido: company_id',
    ]);
  });

  it('checks the detail when the category is sent, and leaves it to the server otherwise', () => {
    expect(
      messages(
        propertyUpdateBodySchema.safeParse({
          property_detail_type: 'OfficeResource',
          property: {},
          property_detail: { bedrooms: 1 },
        }),
      ),
    ).toEqual(['property_detail: Campo no permitido: bedrooms']);
    expect(
      propertyUpdateBodySchema.safeParse({ property: {}, property_detail: { bedrooms: 1 } }).success,
    ).toBe(true);
  });
});
