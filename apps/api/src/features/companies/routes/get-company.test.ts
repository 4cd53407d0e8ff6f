import type { CompanyDetailResponse } from '@inmuebles/shared/companies/company-schema';
import { defaultCompanyConfiguration } from '@inmuebles/shared/companies/configuration';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createUser } from '../../../../test/factories/users.ts';
import type { CompanyConfiguration, Company } from '../../../platform/db/schema/index.ts';

const url = (idOrSlug: string | number) => `/api/v1/companies/${idOrSlug}`;

describe('GET /companies/{slug or id}', () => {
  const t = useTestApp();
  const client = t.client;
  let sol: Company;

  beforeAll(async () => {
    sol = await createCompany(t.database.db, {
      name: 'Inmobiliaria Sol',
      slug: 'inmobiliaria-sol',
      about: 'Veinte años vendiendo casas en Lima.',
      description: 'Agencia familiar.',
      website: 'inmobiliariasol.pe',
      phone: '01 555 0101',
      email: 'contacto@inmobiliariasol.pe',
      address: 'Av. Larco 123, Miraflores',
      logoKey: 'companies/1/logo-ab12.webp',
      coverKey: 'companies/1/cover-cd34.webp',
      yearsExperience: 20,
      socialLinks: { facebook: 'https://facebook.com/inmosol', instagram: '@inmosol' },
      configuration: {
        templateType: 'luxury',
        colors: { primary: '#111', secondary: '#C9A227', accent: '#ffffff', background: '#000000' },
        fontFamily: "'Playfair Display', serif",
        customCss: '.hero{color:red}',
      },
    });
    await buildProperty(t.database.db, { company: sol });
  });

  it('finds a company by slug, with its public data', async () => {
    const res = await client.get(url('inmobiliaria-sol'));
    expect(res.statusCode).toBe(200);
    const { company } = res.json<CompanyDetailResponse>();
    expect(company).toMatchObject({
      id: sol.id,
      name: 'Inmobiliaria Sol',
      slug: 'inmobiliaria-sol',
      logo_url: '/uploads/companies/1/logo-ab12.webp',
      cover_url: '/uploads/companies/1/cover-cd34.webp',
      banner_url: '/uploads/companies/1/cover-cd34.webp',
      about: 'Veinte años vendiendo casas en Lima.',
      description: 'Agencia familiar.',
      website: 'https://inmobiliariasol.pe/',
      phone: '01 555 0101',
      email: 'contacto@inmobiliariasol.pe',
      address: 'Av. Larco 123, Miraflores',
      years_experience: 20,
      properties_count: 1,
      social_links: {
        facebook: 'https://facebook.com/inmosol',
        instagram: 'https://www.instagram.com/inmosol',
        linkedin: null,
        twitter: null,
      },
      configuration: {
        templateType: 'luxury',
        colors: { primary: '#111', secondary: '#C9A227', accent: '#ffffff', background: '#000000' },
        fontFamily: "'Playfair Display', serif",
        customCss: '.company-page-root .hero{color:red}',
      },
    });
  });

  it('finds the same company by id', async () => {
    const res = await client.get(url(sol.id));
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanyDetailResponse>().company.slug).toBe('inmobiliaria-sol');
  });

  it('answers 404 "Empresa no encontrada" for an unknown slug or id', async () => {
    for (const missing of ['no-existe', '999999', '99999999999999', 'x'.repeat(100)]) {
      const res = await client.get(url(missing));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Empresa no encontrada' });
    }
  });

  it('reads social links stored under socialMedia (in the column or in the configuration)', async () => {
    const db = t.database.db;
    const nested = await createCompany(db, {
      socialLinks: {
        socialMedia: { linkedin: 'linkedin.com/company/andes', twitter: '@andes_pe' },
      } as Company['socialLinks'],
    });
    const inConfig = await createCompany(db, {
      configuration: {
        ...defaultCompanyConfiguration,
        socialMedia: { facebook: 'https://www.facebook.com/misti', instagram: 'javascript:alert(1)' },
      } as CompanyConfiguration,
    });
    const a = (await client.get(url(nested.slug))).json<CompanyDetailResponse>().company.social_links;
    expect(a).toEqual({
      facebook: null,
      instagram: null,
      linkedin: 'https://linkedin.com/company/andes',
      twitter: 'https://x.com/andes_pe',
    });
    const b = (await client.get(url(inConfig.slug))).json<CompanyDetailResponse>().company.social_links;
    // A script link is never passed on.
    expect(b).toEqual({
      facebook: 'https://www.facebook.com/misti',
      instagram: null,
      linkedin: null,
      twitter: null,
    });
  });

  it('falls back to the defaults for stored values it cannot serve', async () => {
    const odd = await createCompany(t.database.db, {
      website: 'javascript:alert(1)',
      configuration: {
        templateType: 'brutalist',
        colors: { primary: 'red', secondary: '#12345', accent: 'rgb(0,0,0)', background: '#abc;}' },
        fontFamily: 'Comic Sans MS',
        customCss:
          '@import url(https://evil.example/x.css); body{background:url(https://evil.example/p.png)} :root{--brand:#f00}',
      },
    });
    const { company } = (await client.get(url(odd.slug))).json<CompanyDetailResponse>();
    expect(company.website).toBeNull();
    expect(company.configuration).toEqual({
      ...defaultCompanyConfiguration,
      // Sanitised again when served: the import and the foreign image are gone, the rest is scoped.
      customCss: '.company-page-root{--brand:#f00}',
    });
    const empty = await createCompany(t.database.db, { configuration: {} as CompanyConfiguration });
    const served = (await client.get(url(empty.slug))).json<CompanyDetailResponse>().company.configuration;
    expect(served).toEqual(defaultCompanyConfiguration);
  });

  it('never carries the e-mail or phone of the staff', async () => {
    const { user } = await createUser(t.database.db, { companyId: sol.id, phone: '+51 912 345 678' });
    const res = await client.get(url('inmobiliaria-sol'));
    expect(res.body).not.toContain(user.email);
    expect(res.body).not.toContain('912 345 678');
  });
});
