import type { CompanyListResponse } from '@inmuebles/shared/companies/company-schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createUser } from '../../../../test/factories/users.ts';

const url = '/api/v1/companies';

describe('GET /companies', () => {
  const t = useTestApp();
  const client = t.client;
  let staff: { email: string; phone: string | null };

  beforeAll(async () => {
    const db = t.database.db;
    const andes = await createCompany(db, {
      name: 'Inmobiliaria Los Andes',
      slug: 'los-andes',
      phone: '01 444 1111',
    });
    await createCompany(db, { name: 'Pacífico Industrial', slug: 'pacifico-industrial' });
    await createCompany(db, { name: 'Misti Propiedades', slug: 'misti' });
    // Los Andes: 2 listed, plus a draft, an unlisted and a private one that must not be counted.
    await buildProperty(db, { company: andes });
    await buildProperty(db, { company: andes });
    await buildProperty(db, { company: andes, status: 'draft', publishedAt: null });
    await buildProperty(db, { company: andes, visibility: 'unlisted' });
    await buildProperty(db, { company: andes, visibility: 'private' });
    ({ user: staff } = await createUser(db, { companyId: andes.id, phone: '+51 999 888 777' }));
  });

  it('lists companies with their public data, busiest first', async () => {
    const res = await client.get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json<CompanyListResponse>();
    expect(body.pagination).toEqual({ current_page: 1, total_pages: 1, total_count: 3, per_page: 20 });
    expect(body.companies.map((c) => c.name)).toEqual([
      'Inmobiliaria Los Andes',
      'Misti Propiedades',
      'Pacífico Industrial',
    ]);
    const andes = body.companies[0];
    expect(andes).toMatchObject({ slug: 'los-andes', phone: '01 444 1111', properties_count: 2 });
    expect(andes?.configuration.templateType).toBe('modern');
    expect(Object.keys(andes ?? {}).sort()).toEqual(
      [
        'about',
        'address',
        'agent_registry',
        'banner_url',
        'configuration',
        'cover_url',
        'created_at',
        'description',
        'email',
        'id',
        'logo_url',
        'name',
        'phone',
        'properties_count',
        'ruc',
        'slug',
        'social_links',
        'updated_at',
        'verified_at',
        'website',
        'years_experience',
      ].sort(),
    );
  });

  it('never carries the e-mail or phone of the staff', async () => {
    const res = await client.get(url);
    expect(res.body).not.toContain(staff.email);
    expect(res.body).not.toContain(staff.phone);
  });

  it('searches by name without caring about accents or case', async () => {
    for (const search of ['pacifico', 'PACÍFICO', 'ífic']) {
      const body = (await client.get(url, { query: { search } })).json<CompanyListResponse>();
      expect(body.companies.map((c) => c.slug)).toEqual(['pacifico-industrial']);
      expect(body.pagination.total_count).toBe(1);
    }
    const none = (await client.get(url, { query: { search: '%' } })).json<CompanyListResponse>();
    expect(none.companies).toEqual([]);
    const blank = (await client.get(url, { query: { search: '  ' } })).json<CompanyListResponse>();
    expect(blank.pagination.total_count).toBe(3);
  });

  it('pages', async () => {
    const first = (await client.get(url, { query: { per_page: '2' } })).json<CompanyListResponse>();
    const second = (
      await client.get(url, { query: { per_page: '2', page: '2' } })
    ).json<CompanyListResponse>();
    expect(first.pagination).toEqual({ current_page: 1, total_pages: 2, total_count: 3, per_page: 2 });
    expect(second.companies.map((c) => c.slug)).toEqual(['pacifico-industrial']);
    const beyond = (await client.get(url, { query: { page: '9' } })).json<CompanyListResponse>();
    expect(beyond.companies).toEqual([]);
  });

  it('answers 422 with Spanish messages for bad paging', async () => {
    const res = await client.get(url, { query: { per_page: '101', page: '0' } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'validation_failed',
      message: 'Datos inválidos. Por favor, revisa los campos.',
      errors: [
        'page: La página debe ser un número entero mayor o igual a 1',
        'per_page: La cantidad por página debe ser un número entero entre 1 y 100',
      ],
    });
  });
});
