import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CompanyResponse } from '@inmuebles/shared/companies/management-schema';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { companies } from '../../../platform/db/schema/index.ts';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';
import { companyFiles, multipartForm, pngImage } from './management-test-support.ts';

const t = useTestApp();
const client = t.client;
let roles: RoleSet;

beforeAll(async () => {
  roles = await createRoleSet(t.app.db);
});

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const imagePart = (name: string, data: Buffer, filename = 'imagen.png', contentType = 'image/png') => ({
  name,
  filename,
  contentType,
  data,
});

const postImage = (
  slug: string,
  kind: 'logo' | 'cover',
  data: Buffer,
  token?: string,
  field: string = kind,
) => {
  const form = multipartForm([imagePart(field, data)]);
  return client.post(`/api/v1/companies/${slug}/${kind}`, form.payload, {
    ...(token ? { token } : {}),
    headers: form.headers,
  });
};

const row = async (id: number) => (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0];

/** A company of its own with its company_admin's token, so tests do not share images. */
async function ownCompany() {
  const company = await createCompany(t.app.db);
  const { token } = await createSignedInUser(t.app.db, { role: 'company_admin', companyId: company.id });
  return { company, token };
}

describe('POST /companies/{id}/logo and /cover', () => {
  it('stores the logo, GET /companies/{slug} shows it and the file is served; a new one replaces it', async () => {
    const { company, token } = await ownCompany();
    const res = await postImage(company.slug, 'logo', await pngImage(800, 400), token);
    expect(res.statusCode).toBe(200);
    const logoUrl: string = res.json().logo_url;
    expect(logoUrl).toMatch(new RegExp(`^/uploads/companies/${company.id}/logo-[0-9a-f]+\\.webp$`));

    const shown = (await client.get(`/api/v1/companies/${company.slug}`)).json<CompanyResponse>().company;
    expect(shown.logo_url).toBe(logoUrl);
    const served = await client.get(logoUrl);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 200,
    });

    const second = await postImage(company.slug, 'logo', await pngImage(), token);
    const secondUrl: string = second.json().logo_url;
    expect(secondUrl).not.toBe(logoUrl);
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([secondUrl.split('/').pop()]);

    const removed = await client.delete(`/api/v1/companies/${company.slug}/logo`, { token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ logo_url: null });
    expect((await row(company.id))?.logoKey).toBeNull();
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([]);
  });

  it('stores the cover cropped to 1600x600 and shows it as cover_url and banner_url', async () => {
    const { company, token } = await ownCompany();
    const res = await postImage(String(company.id), 'cover', await pngImage(1200, 1200), token);
    expect(res.statusCode).toBe(200);
    const coverUrl: string = res.json().cover_url;
    const shown = (await client.get(`/api/v1/companies/${company.slug}`)).json<CompanyResponse>().company;
    expect(shown).toMatchObject({ cover_url: coverUrl, banner_url: coverUrl, logo_url: null });
    expect(await sharp((await client.get(coverUrl)).rawPayload).metadata()).toMatchObject({
      width: 1600,
      height: 600,
    });
    const removed = await client.delete(`/api/v1/companies/${company.slug}/cover`, { token });
    expect(removed.json()).toEqual({ cover_url: null });
  });

  it('refuses an SVG (even named .png) with 415 and keeps the current logo', async () => {
    const { company, token } = await ownCompany();
    const kept: string = (await postImage(company.slug, 'logo', await pngImage(), token)).json().logo_url;
    for (const [filename, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const form = multipartForm([imagePart('logo', SVG, filename, type)]);
      const res = await client.post(`/api/v1/companies/${company.slug}/logo`, form.payload, {
        token,
        headers: form.headers,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'Solo se permiten archivos de imagen.',
      });
    }
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([kept.split('/').pop()]);
    expect(
      (await client.get(`/api/v1/companies/${company.slug}`)).json<CompanyResponse>().company.logo_url,
    ).toBe(kept);
  });

  it('refuses more than 5 MB with 413 and the Spanish message, leaving no file', async () => {
    const { company, token } = await ownCompany();
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const res = await postImage(company.slug, 'cover', big, token);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'file_too_large',
      message: 'El archivo es demasiado grande. Máximo 5MB.',
    });
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([]);
    expect((await row(company.id))?.coverKey).toBeNull();
  });

  it('without the image field: 422 "Selecciona una imagen"', async () => {
    const { company, token } = await ownCompany();
    const res = await postImage(company.slug, 'logo', await pngImage(), token, 'foto');
    expect(res.statusCode).toBe(422);
    const json = await client.post(`/api/v1/companies/${company.slug}/logo`, { logo: 'x' }, { token });
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('Selecciona una imagen');
  });

  it('only the company admin and platform admins may change the images', async () => {
    const png = await pngImage();
    for (const kind of ['logo', 'cover'] as const) {
      expect((await postImage(roles.company.slug, kind, png, roles.owner)).statusCode).toBe(200);
      expect((await postImage(roles.company.slug, kind, png, roles.admin)).statusCode).toBe(200);
      for (const token of [roles.agent, roles.stranger]) {
        const res = await postImage(roles.company.slug, kind, png, token);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('No tienes permiso para editar esta empresa');
        const removal = await client.delete(`/api/v1/companies/${roles.company.slug}/${kind}`, { token });
        expect(removal.statusCode).toBe(403);
      }
      expect((await postImage(roles.company.slug, kind, png)).statusCode).toBe(401);
      expect((await client.delete(`/api/v1/companies/${roles.company.slug}/${kind}`)).statusCode).toBe(401);
      expect((await postImage('no-existe', kind, png, roles.admin)).statusCode).toBe(404);
    }
    const current = await row(roles.company.id);
    expect(current?.logoKey).not.toBeNull();
    expect(current?.coverKey).not.toBeNull();
  });
});

describe('PATCH /companies/{id} (multipart)', () => {
  it('saves the text fields, social_links[...] and a new logo in one request', async () => {
    const { company, token } = await ownCompany();
    const form = multipartForm([
      { name: 'name', value: 'Andes Multipart' },
      { name: 'about', value: 'Con logo nuevo' },
      { name: 'email', value: '' },
      { name: 'social_links[linkedin]', value: 'https://linkedin.com/company/andes' },
      imagePart('logo', await pngImage(300, 300)),
    ]);
    const res = await client.patch(`/api/v1/companies/${company.slug}`, form.payload, {
      token,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    const answered = res.json<CompanyResponse>().company;
    expect(answered).toMatchObject({
      name: 'Andes Multipart',
      slug: company.slug,
      about: 'Con logo nuevo',
      email: null,
      cover_url: null,
      social_links: { linkedin: 'https://linkedin.com/company/andes' },
    });
    expect(answered.logo_url).toMatch(new RegExp(`^/uploads/companies/${company.id}/logo-`));
    expect((await client.get(answered.logo_url ?? '')).statusCode).toBe(200);
    expect((await client.get(`/api/v1/companies/${company.slug}`)).json<CompanyResponse>().company).toEqual(
      answered,
    );
  });

  it('a refused part changes nothing: a bad field, an SVG cover or an oversized logo', async () => {
    const { company, token } = await ownCompany();
    const before = await row(company.id);
    const png = await pngImage();
    const attempts = [
      {
        parts: [
          { name: 'name', value: 'Cambio' },
          { name: 'website', value: 'javascript:alert(1)' },
          imagePart('logo', png),
        ],
        status: 422,
      },
      {
        parts: [{ name: 'name', value: 'Cambio' }, imagePart('logo', png), imagePart('cover', SVG)],
        status: 415,
      },
      {
        parts: [
          { name: 'name', value: 'Cambio' },
          imagePart('logo', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])),
        ],
        status: 413,
      },
      { parts: [{ name: 'name', value: 'Cambio' }, imagePart('avatar', png)], status: 422 },
    ];
    for (const attempt of attempts) {
      const form = multipartForm(attempt.parts);
      const res = await client.patch(`/api/v1/companies/${company.slug}`, form.payload, {
        token,
        headers: form.headers,
      });
      expect(res.statusCode).toBe(attempt.status);
    }
    expect(await row(company.id)).toEqual(before);
    expect(companyFiles(t.config.uploadsDir, company.id)).toEqual([]);
  });

  it('refuses an agent before reading the upload', async () => {
    const form = multipartForm([{ name: 'name', value: 'Agente' }, imagePart('logo', await pngImage())]);
    const res = await client.patch(`/api/v1/companies/${roles.company.slug}`, form.payload, {
      token: roles.agent,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
