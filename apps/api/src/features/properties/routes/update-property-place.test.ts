import { describe, expect, it } from 'vitest';
import {
  createBody,
  createProperty,
  lima,
  readProperty,
  square,
  useEditorApp,
  validationErrors,
} from './write-test-support.ts';

/* Moving a property from the editor: its polygon or point on the map, and its district. */

describe('PATCH /api/v1/properties/{slug or id} (the editor)', () => {
  const { client, roles, newHouse, patch, edit } = useEditorApp();

  describe('geometry', () => {
    it('a polygon, then a point in its place, then nothing', async () => {
      const created = await newHouse();
      const withPolygon = await edit(created.id, {
        property: { polygon_coordinates: square, latitude: null, longitude: null },
      });
      expect(withPolygon.geometry?.type).toBe('Polygon');
      expect(withPolygon.polygon_coordinates).toEqual([...square, square[0]]);
      expect(withPolygon.latitude).toBeCloseTo(-12.1195, 6);

      const [lng, lat] = lima(0.01, 0.01);
      const withPoint = await edit(created.id, {
        property: { polygon_coordinates: null, latitude: lat, longitude: lng },
      });
      expect(withPoint).toMatchObject({
        geometry: { type: 'Point', coordinates: [lng, lat] },
        polygon_coordinates: null,
        latitude: lat,
        longitude: lng,
      });

      const cleared = await edit(created.id, {
        property: { polygon_coordinates: null, latitude: null, longitude: null },
      });
      expect(cleared).toMatchObject({
        geometry: null,
        polygon_coordinates: null,
        latitude: null,
        longitude: null,
      });
      expect(await readProperty(client, roles.owner, created.id)).toEqual(cleared);
    });

    it('the polygon wins when both are sent', async () => {
      const created = await newHouse();
      const updated = await edit(created.id, {
        property: { polygon_coordinates: square, latitude: -12.5, longitude: -76.5 },
      });
      expect(updated.geometry?.type).toBe('Polygon');
      expect(updated.longitude).toBeCloseTo(-77.0295, 6);
    });

    it('a change that leaves the geometry out keeps it', async () => {
      const created = await createProperty(client, roles.owner, createBody({ polygon_coordinates: square }));
      const updated = await edit(created.id, { property: { title: 'Sin tocar el mapa' } });
      expect(updated.polygon_coordinates).toEqual(created.polygon_coordinates);
      expect(updated.latitude).toBe(created.latitude);
    });
  });

  describe('location', () => {
    it('a district of the same province alone is enough; names are accepted', async () => {
      const created = await newHouse();
      const updated = await edit(created.id, { property: { district: 'San Isidro' } });
      expect(updated.ubigeo).toEqual({ department: '15', province: '1501', district: '150131' });
      expect(updated.address.district).toBe('San Isidro');
    });

    it('an unknown district code and a district outside the province are refused', async () => {
      const created = await newHouse();
      expect(validationErrors(await patch(created.id, { property: { district: '150199' } }))).toEqual([
        'property.district: Distrito no encontrado',
      ]);
      expect(validationErrors(await patch(created.id, { property: { district: '040101' } }))).toEqual([
        'property.district: El distrito no pertenece a la provincia',
      ]);
      // A new department with the old province and district breaks the chain.
      expect(validationErrors(await patch(created.id, { property: { region: '04' } }))).toEqual([
        'property.province: La provincia no pertenece al departamento',
      ]);
    });
  });
});
