import { describe, expect, it } from 'vitest';
import { bowTie, readProperty, useEditorApp, validationErrors } from './write-test-support.ts';

/* A change the editor's save refuses leaves the property and its history as they were. */

describe('PATCH /api/v1/properties/{slug or id} (the editor)', () => {
  const { client, roles, eventKinds, newHouse, patch } = useEditorApp();

  describe('a refused change changes nothing', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'a self-intersecting polygon',
        { property: { title: 'Nuevo', polygon_coordinates: bowTie } },
        'property.polygon_coordinates: ¡Error! El polígono no puede intersectarse.',
      ],
      [
        'a video from another host',
        { property: { title: 'Nuevo', video_url: 'https://example.com/video.mp4' } },
        'property.video_url: URL no válida. Por favor ingresa una URL válida de YouTube o Vimeo',
      ],
      [
        'a district outside the province',
        { property: { title: 'Nuevo', district: '040101' } },
        'property.district: El distrito no pertenece a la provincia',
      ],
      [
        'a detail field of the old category after a change of category',
        {
          property_detail_type: 'LandResource',
          property: { title: 'Nuevo', property_type: 'land' },
          property_detail: { bedrooms: 2 },
        },
        'property_detail: Campo no permitido: bedrooms',
      ],
      [
        'a category of another type in the same body',
        { property_detail_type: 'OfficeResource', property: { property_type: 'land' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      [
        'a category that does not belong to the stored type',
        { property_detail_type: 'LotResource', property: { title: 'Nuevo' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      [
        'a type that does not hold the stored category',
        { property: { property_type: 'industrial' } },
        'property_detail_type: La categoría no corresponde al tipo de propiedad',
      ],
      ['an empty title', { property: { title: '' } }, 'property.title: El título es requerido'],
      [
        'a negative price',
        { property: { price: -5 } },
        'property.price: El precio debe ser un número mayor o igual a 0',
      ],
    ];
    for (const [name, body, message] of cases) {
      it(name, async () => {
        const created = await newHouse();
        expect(validationErrors(await patch(created.id, body))).toEqual([message]);
        expect(await readProperty(client, roles.owner, created.id)).toEqual(created);
        expect(await eventKinds(created.id)).toEqual(['property_created']);
      });
    }
  });
});
