import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyResponse } from '@inmuebles/shared/companies/management-schema';
import { defaultCompanyConfiguration } from '@inmuebles/shared/companies/configuration';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { companies, contactRequests, properties, users } from '../../../platform/db/schema/index.ts';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';
import { companyFiles, multipartForm, pngImage } from './management-test-support.ts';

const t = useTestApp();
const client = t.client;
let roles: RoleSet;

beforeAll(async () => {
  roles = await createRoleSet(t.app.db);
});

const create = (body: unknown, token?: string) =>
  client.post('/api/v1/companies', body, token ? { token } : {});
const remove = (slug: string, token?: string) =>
  client.delete(`/api/v1/companies/${slug}`, token ? { token } : {});

describe('POST /companies (admin)', () => {
  it('creates a company with a unique slug from its name and the default look', async () => {
    const body = {
      name: 'Inversiones Álamo & Cía.',
      about: 'Terrenos en Arequipa',
      email: 'hola@alamo.pe',
      website: 'https://alamo.pe',
      social_links: { instagram: 'https://instagram.com/alamo' },
    };
    const first = await create(body, roles.admin);
    expect(first.statusCode).toBe(201);
    const company = first.json<CompanyResponse>().company;
    expect(company).toMatchObject({
      name: 'Inversiones Álamo & Cía.',
      slug: 'inversiones-alamo-cia',
      about: 'Terrenos en Arequipa',
      email: 'hola@alamo.pe',
      properties_count: 0,
      logo_url: null,
      social_links: { instagram: 'https://instagram.com/alamo', facebook: null },
      configuration: defaultCompanyConfiguration,
    });
    expect(
      (await client.get('/api/v1/companies/inversiones-alamo-cia')).json<CompanyResponse>().company.id,
    ).toBe(company.id);

    const second = await create({ name: 'Inversiones Alamo Cia' }, roles.admin);
    expect(second.json<CompanyResponse>().company.slug).toBe('inversiones-alamo-cia-2');
    // A name of digits would make a slug that reads as an id.
    const digits = await create({ name: '2024' }, roles.admin);
    expect(digits.json<CompanyResponse>().company.slug).toBe('empresa-2024');
  });

  it('validates like the edit form and requires the name', async () => {
    const missing = await create({ about: 'Sin nombre' }, roles.admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual(['name: El nombre de la empresa es requerido']);
    const bad = await create({ name: 'X', website: 'javascript:alert(1)', slug: 'x' }, roles.admin);
    expect(bad.json().errors).toEqual([
      'website: El sitio web no es válido. Usa una dirección que empiece con https://',
      'Campo no permitido: slug',
    ]);
  });

  it('is for platform admins only', async () => {
    for (const token of [roles.owner, roles.agent, roles.stranger]) {
      const res = await create({ name: 'No permitida' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Solo un administrador puede crear o eliminar empresas');
    }
    expect((await create({ name: 'Anónima' })).statusCode).toBe(401);
    const named = await t.app.db.select().from(companies).where(eq(companies.name, 'No permitida'));
    expect(named).toEqual([]);
  });
});

describe('DELETE /companies/{id} (admin)', () => {
  it('deletes the company, its properties, contact requests and files', async () => {
    const company = (await create({ name: 'Para Borrar' }, roles.admin)).json<CompanyResponse>().company;
    const logo = multipartForm([
      { name: 'logo', filename: 'l.png', contentType: 'image/png', data: await pngImage() },
    ]);
    await client.post(`/api/v1/companies/${company.slug}/logo`, logo.payload, {
      token: roles.admin,
      headers: logo.headers,
    });
    expect(companyFiles(t.config.uploadsDir, company.id)).toHaveLength(1);
    const { property } = await buildProperty(t.app.db, { companyId: company.id });
    await t.app.storage.put(`properties/${property.id}/photos/abc/large.webp`, await pngImage());
    await t.app.db.insert(contactRequests).values({
      propertyId: property.id,
      companyId: company.id,
      name: 'Ana',
      email: 'ana@example.pe',
      message: 'Hola',
    });

    const res = await remove(company.slug, roles.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Empresa eliminada' });
    expect((await client.get(`/api/v1/companies/${company.slug}`)).statusCode).toBe(404);
    expect(await t.app.db.select().from(properties).where(eq(properties.id, property.id))).toEqual([]);
    expect(
      await t.app.db.select().from(contactRequests).where(eq(contactRequests.companyId, company.id)),
    ).toEqual([]);
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([]);
    expect(await t.app.storage.exists(`properties/${property.id}/photos/abc/large.webp`)).toBe(false);
    expect((await remove(company.slug, roles.admin)).statusCode).toBe(404);
  });

  it('refuses (409) while users still belong to the company, keeping everything', async () => {
    const res = await remove(roles.company.slug, roles.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'company_has_members',
      message:
        'No se puede eliminar la empresa porque tiene usuarios asignados. Reasígnalos o elimínalos primero.',
    });
    expect((await client.get(`/api/v1/companies/${roles.company.slug}`)).statusCode).toBe(200);
    const members = await t.app.db.select().from(users).where(eq(users.companyId, roles.company.id));
    expect(members).toHaveLength(2);
  });

  it('is for platform admins only', async () => {
    for (const token of [roles.owner, roles.agent, roles.stranger]) {
      const res = await remove(roles.otherCompany.slug, token);
      expect(res.statusCode).toBe(403);
    }
    expect((await remove(roles.otherCompany.slug)).statusCode).toBe(401);
    expect((await client.get(`/api/v1/companies/${roles.otherCompany.slug}`)).statusCode).toBe(200);
  });
});
