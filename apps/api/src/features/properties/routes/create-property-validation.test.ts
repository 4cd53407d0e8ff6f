import { describe, expect, it } from 'vitest';
import { bowTie, createBody, houseDetail, useEditorApp, validationErrors } from './write-test-support.ts';

/* What creating a property refuses, with the editor's Spanish messages. */

describe('POST /api/v1/properties', () => {
  const { client, roles, countProperties } = useEditorApp();

  describe('validation: 422 with Spanish messages, nothing created', () => {
    const refused = async (body: unknown) => {
      const before = await countProperties();
      const res = await client.post('/api/v1/properties', body, { token: roles.owner });
      const errors = validationErrors(res);
      expect(await countProperties()).toBe(before);
      return errors;
    };

    it('missing title', async () => {
      const body = createBody();
      const { title: _title, ...property } = body.property;
      expect(await refused({ ...body, property })).toEqual(['property.title: El título es requerido']);
      expect(await refused(createBody({ title: '   ' }))).toEqual(['property.title: El título es requerido']);
    });

    it('negative price and unknown currency', async () => {
      expect(await refused(createBody({ price: -1, currency: 'GBP' }))).toEqual([
        'property.price: El precio debe ser un número mayor o igual a 0',
        'property.currency: Moneda no válida (USD, PEN o EUR)',
      ]);
    });

    it('unknown fields, in the property and in the detail', async () => {
      expect(await refused(createBody({ owner_email: 'x@y.pe' }))).toEqual([
        'property: Campo no permitido: owner_email',
      ]);
      expect(await refused(createBody({}, { property_detail: { ...houseDetail, sauna: true } }))).toEqual([
        'property_detail: Campo no permitido: sauna',
      ]);
    });

    it('a detail field of another category', async () => {
      expect(
        await refused(
          createBody(
            { property_type: 'land' },
            { property_detail_type: 'LandResource', property_detail: { bedrooms: 3 } },
          ),
        ),
      ).toEqual(['property_detail: Campo no permitido: bedrooms']);
    });

    it('a category of another type (a lot that would be residential)', async () => {
      expect(
        await refused(createBody({}, { property_detail_type: 'LotResource', property_detail: {} })),
      ).toEqual(['property_detail_type: La categoría no corresponde al tipo de propiedad']);
    });

    it('bathrooms in steps of 0.5 only', async () => {
      expect(await refused(createBody({}, { property_detail: { bathrooms: 2.3 } }))).toEqual([
        'property_detail.bathrooms: Baños debe ser múltiplo de 0,5',
      ]);
    });

    it('coordinates outside Peru', async () => {
      expect(await refused(createBody({ latitude: 40.4168, longitude: -3.7038 }))).toEqual([
        'property.latitude: La ubicación debe estar dentro del Perú.',
      ]);
      expect(
        await refused(
          createBody({
            polygon_coordinates: [
              [-3.7, 40.4],
              [-3.69, 40.4],
              [-3.69, 40.41],
            ],
          }),
        ),
      ).toEqual(['property.polygon_coordinates: El polígono debe estar dentro del Perú.']);
    });

    it('a self-intersecting polygon', async () => {
      expect(await refused(createBody({ polygon_coordinates: bowTie }))).toEqual([
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ]);
      // Closed by the client, it is the same outline.
      expect(await refused(createBody({ polygon_coordinates: [...bowTie, bowTie[0]] }))).toEqual([
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ]);
    });

    it('a video link that is not YouTube or Vimeo', async () => {
      expect(
        await refused(createBody({ video_url: 'https://videos.example.com/watch?v=M7lc1UVf-VE' })),
      ).toEqual(['property.video_url: URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo']);
    });

    it('an unknown district code, and a district outside the province', async () => {
      expect(await refused(createBody({ district: '150199' }))).toEqual([
        'property.district: Distrito no encontrado',
      ]);
      // 040101 is Arequipa's Arequipa district, not in Lima's province.
      expect(await refused(createBody({ district: '040101' }))).toEqual([
        'property.district: El distrito no pertenece a la provincia',
      ]);
      expect(await refused(createBody({ province: '0401' }))).toEqual([
        'property.province: La provincia no pertenece al departamento',
      ]);
      expect(await refused(createBody({ region: 'Atlántida' }))).toEqual([
        'property.region: Departamento no encontrado',
      ]);
    });

    it('a country other than Peru', async () => {
      expect(await refused(createBody({ country: 'Chile' }))).toEqual([
        'property.country: El país debe ser Perú',
      ]);
    });

    it('a body that is not an object is a 400', async () => {
      const res = await client.post('/api/v1/properties', [1], { token: roles.owner });
      expect(res.statusCode).toBe(400);
    });
  });
});
