import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { useCompanyCatalogue } from './company-list-test-support.ts';

/*
 * A company's public page of properties: what it answers, in which order, page by page, and what it never
 * carries. Its filters, `exclude` and refused queries: list-company-properties-filters.test.ts.
 */

describe('GET /companies/{slug or id}/properties', () => {
  const { t, client, seeded, titles, url } = useCompanyCatalogue();

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
      company: { id: seeded.andes.id, name: 'Los Andes', slug: 'los-andes', logo_url: null },
      address: { district: 'Jesús María', province: 'Lima' },
      status: 'published',
      visibility: 'public',
      is_favorited: false,
    });
  });

  it('accepts the company id as well as the slug', async () => {
    const res = await client.get(url(seeded.andes.id));
    expect(res.json<PropertyListResponse>().pagination.total_count).toBe(5);
  });

  it('shows a signed-in member of the company the same public page', async () => {
    const { token } = await createSignedInUser(t.database.db, { companyId: seeded.andes.id });
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

  it('answers 404 for an unknown company', async () => {
    const res = await client.get(url('no-existe'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'Empresa no encontrada' });
  });

  it('never carries the e-mail or phone of the staff', async () => {
    const { user } = await createSignedInUser(t.database.db, {
      companyId: seeded.andes.id,
      phone: '+51 923 456 789',
    });
    const res = await client.get(url());
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('923 456 789');
  });
});
