import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CompanyResponse } from '@inmuebles/shared/companies/management-schema';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { companies } from '../../../platform/db/schema/index.ts';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';

const t = useTestApp();
const client = t.client;
let roles: RoleSet;

beforeAll(async () => {
  roles = await createRoleSet(t.app.db);
});

const patch = (slug: string, body: unknown, token?: string) =>
  client.patch(`/api/v1/companies/${slug}`, body, token ? { token } : {});

const row = async (id: number) => (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0];

describe('PATCH /companies/{id} (JSON)', () => {
  it('updates the sent fields, keeps the slug, and GET shows the change', async () => {
    const company = await createCompany(t.app.db, { about: 'Antes', phone: '+51 1 000 0000' });
    const { token } = await createSignedInUser(t.app.db, { role: 'company_admin', companyId: company.id });
    const res = await patch(
      company.slug,
      {
        name: '  Inmobiliaria Renovada  ',
        about: 'Somos una agencia de Lima.',
        email: 'contacto@renovada.pe',
        address: 'Av. Larco 100, Miraflores',
        website: 'https://renovada.pe',
        phone: '',
        social_links: {
          facebook: 'https://facebook.com/renovada',
          instagram: 'https://instagram.com/renovada',
        },
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    const { company: answered } = res.json<CompanyResponse>();
    expect(answered).toMatchObject({
      id: company.id,
      slug: company.slug,
      name: 'Inmobiliaria Renovada',
      about: 'Somos una agencia de Lima.',
      email: 'contacto@renovada.pe',
      address: 'Av. Larco 100, Miraflores',
      website: 'https://renovada.pe/',
      phone: null,
      social_links: {
        facebook: 'https://facebook.com/renovada',
        instagram: 'https://instagram.com/renovada',
        linkedin: null,
        twitter: null,
      },
    });
    const shown = (await client.get(`/api/v1/companies/${company.slug}`)).json<CompanyResponse>().company;
    expect(shown).toEqual(answered);
    expect((await row(company.id))?.phone).toBeNull();

    // Another PATCH changes only what it sends: clearing one network keeps the other.
    const second = await patch(String(company.id), { social_links: { facebook: '' } }, token);
    expect(second.statusCode).toBe(200);
    expect(second.json<CompanyResponse>().company).toMatchObject({
      name: 'Inmobiliaria Renovada',
      slug: company.slug,
      social_links: { facebook: null, instagram: 'https://instagram.com/renovada' },
    });
  });

  it('clears a network that older data kept inside the configuration', async () => {
    const company = await createCompany(t.app.db, {
      socialLinks: {},
      configuration: {
        templateType: 'classic',
        colors: { primary: '#111111', secondary: '#222222', accent: '#333333', background: '#FFFFFF' },
        fontFamily: 'Georgia, serif',
        customCss: '',
        socialMedia: { twitter: '@antigua' },
      } as never,
    });
    const res = await patch(company.slug, { social_links: { twitter: '' } }, roles.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanyResponse>().company.social_links.twitter).toBeNull();
    expect(res.json<CompanyResponse>().company.configuration.templateType).toBe('classic');
  });

  it('answers every validation failure with 422 and Spanish messages, changing nothing', async () => {
    const before = await row(roles.company.id);
    const cases: [unknown, string[]][] = [
      [{ name: '' }, ['name: El nombre de la empresa es requerido']],
      [{ name: '   ' }, ['name: El nombre de la empresa es requerido']],
      [{ email: 'no-es-un-correo' }, ['email: Ingresa un correo válido']],
      [
        { website: 'ftp://andes.pe' },
        ['website: El sitio web no es válido. Usa una dirección que empiece con https://'],
      ],
      [
        { social_links: { facebook: 'javascript:alert(1)' } },
        [
          'social_links.facebook: La URL de Facebook no es válida. Usa una dirección que empiece con https://',
        ],
      ],
      [{ social_links: { tiktok: 'https://tiktok.com/x' } }, ['social_links: Campo no permitido: tiktok']],
      [{ slug: 'otro-slug' }, ['Campo no permitido: slug']],
      [{ phone: 'llámame' }, ['phone: Ingresa un teléfono válido']],
      [{ about: 'x'.repeat(5001) }, ['about: La descripción no puede superar los 5000 caracteres']],
    ];
    for (const [body, errors] of cases) {
      const res = await patch(roles.company.slug, body, roles.owner);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({
        error: 'validation_failed',
        message: 'Datos inválidos. Por favor, revisa los campos.',
        errors,
      });
    }
    expect(await row(roles.company.id)).toEqual(before);
  });

  it('refuses a body that is not an object with 400', async () => {
    const res = await client.patch(`/api/v1/companies/${roles.company.slug}`, '[1]', {
      token: roles.owner,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /companies/{id}: who may edit', () => {
  it('lets the company admin and a platform admin edit; refuses agents, other companies and guests', async () => {
    const url = roles.company.slug;
    expect((await patch(url, { about: 'Por su administradora' }, roles.owner)).statusCode).toBe(200);
    expect((await patch(url, { about: 'Por el administrador' }, roles.admin)).statusCode).toBe(200);

    for (const token of [roles.agent, roles.stranger]) {
      const res = await patch(url, { about: 'Intruso' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: 'forbidden',
        message: 'No tienes permiso para editar esta empresa',
      });
    }
    const guest = await patch(url, { about: 'Invitado' });
    expect(guest.statusCode).toBe(401);
    expect((await row(roles.company.id))?.about).toBe('Por el administrador');

    const unknown = await patch('empresa-que-no-existe', { about: 'x' }, roles.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Empresa no encontrada');
  });

  it('checks the permission before the body: an agent sending garbage still gets 403', async () => {
    const res = await patch(roles.company.slug, { name: '' }, roles.agent);
    expect(res.statusCode).toBe(403);
  });
});
