import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import {
  buildProperty,
  type BuildPropertyOverrides,
  type BuiltProperty,
} from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import type { Company } from '../../../platform/db/schema/index.ts';

const url = (company: string | number = 'los-andes') => `/api/v1/companies/${company}/properties`;
const day = (d: string) => new Date(`${d}T12:00:00Z`);

describe('GET /companies/{slug or id}/properties', () => {
  const t = useTestApp();
  const client = t.client;
  let andes: Company;
  let oficina: BuiltProperty['property'];
  let otherCompanyProperty: BuiltProperty['property'];

  /** Titles of the cards answered for `query`, in order. */
  async function titles(query: Record<string, string> = {}, token?: string): Promise<string[]> {
    const res = await client.get(url(), { query, ...(token ? { token } : {}) });
    expect(res.statusCode).toBe(200);
    return res.json<PropertyListResponse>().properties.map((p) => p.title);
  }

  beforeAll(async () => {
    const db = t.database.db;
    andes = await createCompany(db, { name: 'Los Andes', slug: 'los-andes' });
    const add = (overrides: BuildPropertyOverrides) => buildProperty(db, { company: andes, ...overrides });
    await add({
      title: 'Casa con jardín',
      propertyType: 'residential',
      price: '300000',
      areaM2: '200',
      location: { district: '150122' },
      publishedAt: day('2026-01-01'),
    });
    ({ property: oficina } = await add({
      title: 'Oficina moderna',
      description: 'Vista al mar, cerca del parque.',
      propertyType: 'commercial',
      price: '150000',
      areaM2: '80',
      location: { district: '150131' },
      publishedAt: day('2026-02-01'),
    }));
    await add({
      title: 'Almacén industrial',
      propertyType: 'industrial',
      price: '500000',
      areaM2: '1500',
      location: { district: '150119' },
      publishedAt: day('2026-03-01'),
    });
    await add({
      title: 'Terreno agrícola',
      propertyType: 'land',
      price: '50000',
      areaM2: '10000',
      location: { district: '040101' },
      publishedAt: day('2026-04-01'),
    });
    await add({
      title: 'Departamento céntrico',
      propertyType: 'residential',
      price: '120000',
      areaM2: null,
      location: { district: '150113' },
      publishedAt: day('2026-05-01'),
    });
    // Never on the public page: a draft, a private and an unlisted property, and another company's.
    await add({ title: 'Borrador', status: 'draft', publishedAt: null });
    await add({ title: 'Privada', visibility: 'private' });
    await add({ title: 'No listada', visibility: 'unlisted' });
    ({ property: otherCompanyProperty } = await buildProperty(db, { title: 'Casa de otra empresa' }));
  });

  it('answers the public published properties, newest first, 12 per page', async () => {
    const res = await client.get(url());
    expect(res.statusCode).toBe(200);
    const body = res.json<PropertyListResponse>();
    expect(body.properties.map((p) => p.title)).toEqual([
      'Departamento céntrico',
      'Terreno agrícola',
      'Almacén industrial',
      'Oficina moderna',
      'Casa con jardín',
    ]);
    expect(body.pagination).toEqual({
      current_page: 1,
      total_pages: 1,
      total_count: 5,
      per_page: 12,
      total_is_exact: true,
    });
    expect(body.properties[0]).toMatchObject({
      company: { id: andes.id, name: 'Los Andes', slug: 'los-andes', logo_url: null },
      address: { district: 'Jesús María', province: 'Lima' },
      status: 'published',
      visibility: 'public',
      is_favorited: false,
    });
  });

  it('accepts the company id as well as the slug', async () => {
    const res = await client.get(url(andes.id));
    expect(res.json<PropertyListResponse>().pagination.total_count).toBe(5);
  });

  it('shows a signed-in member of the company the same public page', async () => {
    const { token } = await createSignedInUser(t.database.db, { companyId: andes.id });
    expect(await titles({}, token)).toHaveLength(5);
  });

  it.each([
    [
      'oldest',
      [
        'Casa con jardín',
        'Oficina moderna',
        'Almacén industrial',
        'Terreno agrícola',
        'Departamento céntrico',
      ],
    ],
    [
      'price-asc',
      [
        'Terreno agrícola',
        'Departamento céntrico',
        'Oficina moderna',
        'Casa con jardín',
        'Almacén industrial',
      ],
    ],
    [
      'price-desc',
      [
        'Almacén industrial',
        'Casa con jardín',
        'Oficina moderna',
        'Departamento céntrico',
        'Terreno agrícola',
      ],
    ],
    // Without an area, last either way.
    [
      'area-asc',
      [
        'Oficina moderna',
        'Casa con jardín',
        'Almacén industrial',
        'Terreno agrícola',
        'Departamento céntrico',
      ],
    ],
    [
      'area-desc',
      [
        'Terreno agrícola',
        'Almacén industrial',
        'Casa con jardín',
        'Oficina moderna',
        'Departamento céntrico',
      ],
    ],
  ])('sorts %s', async (sort, expected) => {
    expect(await titles({ sort })).toEqual(expected);
  });

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

  it('pages', async () => {
    const res = await client.get(url(), { query: { per_page: '2', page: '2' } });
    const body = res.json<PropertyListResponse>();
    expect(body.properties.map((p) => p.title)).toEqual(['Almacén industrial', 'Oficina moderna']);
    expect(body.pagination).toEqual({
      current_page: 2,
      total_pages: 3,
      total_count: 5,
      per_page: 2,
      total_is_exact: true,
    });
  });

  describe('exclude (the detail page leaves out the property on screen)', () => {
    const allButOficina = [
      'Departamento céntrico',
      'Terreno agrícola',
      'Almacén industrial',
      'Casa con jardín',
    ];

    it('leaves out the property named by its id, from the cards and the counts', async () => {
      const res = await client.get(url(), { query: { exclude: String(oficina.id) } });
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
      expect(await titles({ exclude: oficina.slug })).toEqual(allButOficina);
    });

    it('keeps the pages right without it', async () => {
      const res = await client.get(url(), {
        query: { exclude: String(oficina.id), per_page: '2', page: '2' },
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
        String(otherCompanyProperty.id),
        otherCompanyProperty.slug,
        'no-existe',
        '99999999999',
        '',
      ]) {
        const res = await client.get(url(), { query: { exclude } });
        expect(res.json<PropertyListResponse>().pagination.total_count).toBe(5);
      }
    });

    it('works with the filters', async () => {
      expect(await titles({ exclude: String(oficina.id), province: 'lima' })).toEqual([
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

  it('answers 404 for an unknown company', async () => {
    const res = await client.get(url('no-existe'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Empresa no encontrada' });
  });

  it('never carries the e-mail or phone of the staff', async () => {
    const { user } = await createSignedInUser(t.database.db, {
      companyId: andes.id,
      phone: '+51 923 456 789',
    });
    const res = await client.get(url());
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('923 456 789');
  });
});
