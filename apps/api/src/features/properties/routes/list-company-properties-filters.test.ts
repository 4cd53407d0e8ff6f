import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { describe, expect, it } from 'vitest';
import { useCompanyCatalogue } from './company-list-test-support.ts';

/* The filters of a company's public page of properties, `exclude`, and the queries it refuses. */

describe('GET /companies/{slug or id}/properties', () => {
  const { client, seeded, titles, url } = useCompanyCatalogue();

  it.each<[string, Record<string, string>, string[]]>([
    ['search in the title, accents ignored', { search: 'JARDIN' }, ['Casa con jardín']],
    ['search in the description, every word', { search: 'mar parque' }, ['Oficina moderna']],
    ['search with a word nowhere', { search: 'mar piscina' }, []],
    ['property_type', { property_type: 'commercial' }, ['Oficina moderna']],
    ['type (other name)', { type: 'land' }, ['Terreno agrícola']],
    [
      'type all',
      { property_type: 'all' },
      [
        'Departamento céntrico',
        'Terreno agrícola',
        'Almacén industrial',
        'Oficina moderna',
        'Casa con jardín',
      ],
    ],
    [
      'price range',
      { min_price: '100000', max_price: '300000' },
      ['Departamento céntrico', 'Oficina moderna', 'Casa con jardín'],
    ],
    ['min area', { min_area: '1000' }, ['Terreno agrícola', 'Almacén industrial']],
    ['location as a district, accents ignored', { location: 'jesus maria' }, ['Departamento céntrico']],
    ['location as a province', { location: 'Arequipa' }, ['Terreno agrícola']],
    ['location as a district code', { location: '150119' }, ['Almacén industrial']],
    ['district', { district: 'miraflores' }, ['Casa con jardín']],
    [
      'province',
      { province: 'lima' },
      ['Departamento céntrico', 'Almacén industrial', 'Oficina moderna', 'Casa con jardín'],
    ],
    [
      'filters together',
      { property_type: 'residential', location: 'Lima', min_price: '200000' },
      ['Casa con jardín'],
    ],
    [
      'blank values mean no filter',
      { search: '', location: ' ', min_price: '' },
      [
        'Departamento céntrico',
        'Terreno agrícola',
        'Almacén industrial',
        'Oficina moderna',
        'Casa con jardín',
      ],
    ],
    ['a wildcard is a literal character', { search: '%' }, []],
  ])('filters: %s', async (_name, query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  describe('exclude (the detail page leaves out the property on screen)', () => {
    const allButOficina = [
      'Departamento céntrico',
      'Terreno agrícola',
      'Almacén industrial',
      'Casa con jardín',
    ];

    it('leaves out the property named by its id, from the cards and the counts', async () => {
      const res = await client.get(url(), { query: { exclude: String(seeded.oficina.id) } });
      const body = res.json<PropertyListResponse>();
      expect(body.properties.map((p) => p.title)).toEqual(allButOficina);
      expect(body.pagination).toEqual({
        current_page: 1,
        total_pages: 1,
        total_count: 4,
        per_page: 12,
        total_is_exact: true,
      });
    });

    it('leaves out the property named by its slug', async () => {
      expect(await titles({ exclude: seeded.oficina.slug })).toEqual(allButOficina);
    });

    it('keeps the pages right without it', async () => {
      const res = await client.get(url(), {
        query: { exclude: String(seeded.oficina.id), per_page: '2', page: '2' },
      });
      const body = res.json<PropertyListResponse>();
      expect(body.properties.map((p) => p.title)).toEqual(['Almacén industrial', 'Casa con jardín']);
      expect(body.pagination).toEqual({
        current_page: 2,
        total_pages: 2,
        total_count: 4,
        per_page: 2,
        total_is_exact: true,
      });
    });

    it('changes nothing for a property of another company, an unknown one or a blank value', async () => {
      for (const exclude of [
        String(seeded.otherCompanyProperty.id),
        seeded.otherCompanyProperty.slug,
        'no-existe',
        '99999999999',
        '',
      ]) {
        const res = await client.get(url(), { query: { exclude } });
        expect(res.json<PropertyListResponse>().pagination.total_count).toBe(5);
      }
    });

    it('works with the filters', async () => {
      expect(await titles({ exclude: String(seeded.oficina.id), province: 'lima' })).toEqual([
        'Departamento céntrico',
        'Almacén industrial',
        'Casa con jardín',
      ]);
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ sort: 'cheapest' }, 'sort: Orden no válido'],
    [{ property_type: 'castle' }, 'property_type: Tipo de propiedad no válido'],
    [{ min_price: '-1' }, 'min_price: El precio mínimo no puede ser negativo'],
    [{ min_price: 'mucho' }, 'min_price: El precio mínimo debe ser un número'],
    [
      { min_price: '500', max_price: '100' },
      'max_price: El precio máximo debe ser mayor o igual al precio mínimo',
    ],
    [{ min_area: 'abc' }, 'min_area: El área mínima debe ser un número'],
    [{ per_page: '0' }, 'per_page: La cantidad por página debe ser un número entero entre 1 y 100'],
    [{ location: 'x'.repeat(101) }, 'location: La ubicación no puede superar los 100 caracteres'],
    [{ exclude: 'x'.repeat(121) }, 'exclude: La propiedad a excluir no puede superar los 120 caracteres'],
  ])('answers 422 for %j', async (query, message) => {
    const res = await client.get(url(), { query });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'validation_failed', errors: [message] });
  });
});
