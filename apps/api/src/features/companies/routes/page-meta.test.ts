import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { createUser } from '../../../../test/factories/users.ts';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>x</title></head><body><div id="root"></div></body></html>';

/** The JSON-LD block of a page. */
function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('server-rendered <head> of /empresa/{slug}', () => {
  let t: TestApp;
  let webDir: string;
  let staffEmail: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const company = await createCompany(t.database.db, {
      name: 'Inmobiliaria "Sol" & Mar',
      slug: 'sol-y-mar',
      about: `${'Casas frente al mar en Punta Hermosa y Asia, con asesoría legal incluida. '.repeat(4)}</script>`,
      phone: '01 555 0101',
      email: 'contacto@solymar.pe',
      address: 'Av. José Larco 1232, Of. 602, Miraflores, Lima',
      logoKey: 'companies/9/logo-aa.webp',
      coverKey: 'companies/9/cover-bb.webp',
      website: 'https://solymar.pe',
      socialLinks: { facebook: 'https://facebook.com/solymar', instagram: '@solymar' },
    });
    ({
      user: { email: staffEmail },
    } = await createUser(t.database.db, { companyId: company.id }));
    await createCompany(t.database.db, {
      name: 'Sin Imágenes',
      slug: 'sin-imagenes',
      logoKey: 'companies/10/logo-cc.webp',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('puts the company in the title, description, canonical link and Open Graph tags', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/empresa/sol-y-mar' });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Inmobiliaria &quot;Sol&quot; &amp; Mar - InmoPerú</title>');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/empresa/sol-y-mar">');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/uploads/companies/9/cover-bb.webp">',
    );
    const description = /<meta name="description" content="([^"]*)">/.exec(html)?.[1] ?? '';
    expect(description.startsWith('Casas frente al mar en Punta Hermosa')).toBe(true);
    expect(description.endsWith('…')).toBe(true);
    expect([...description].length).toBeLessThanOrEqual(150);
    expect(html).not.toContain('<title>x</title>');
  });

  it('describes the agency in JSON-LD, without closing the script early', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/empresa/sol-y-mar' })).body;
    // Every script closes where it was opened (JSON-LD, and the first view's data:
    // docs/performance.md "The first view").
    expect(html.match(/<\/script>/g)).toHaveLength(html.match(/<script[\s>]/g)?.length ?? 0);
    expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Inmobiliaria "Sol" & Mar',
      url: 'http://localhost:3000/empresa/sol-y-mar',
      logo: 'http://localhost:3000/uploads/companies/9/logo-aa.webp',
      image: 'http://localhost:3000/uploads/companies/9/cover-bb.webp',
      telephone: '01 555 0101',
      email: 'contacto@solymar.pe',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. José Larco 1232, Of. 602',
        addressLocality: 'Miraflores',
        addressRegion: 'Lima',
        addressCountry: 'PE',
      },
      sameAs: ['https://solymar.pe/', 'https://facebook.com/solymar', 'https://www.instagram.com/solymar'],
    });
    expect(html).not.toContain(staffEmail);
  });

  it('uses the logo as the image when there is no cover, and a generic description', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/empresa/sin-imagenes' })).body;
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/uploads/companies/10/logo-cc.webp">',
    );
    expect(html).toContain('<meta name="description" content="Propiedades de Sin Imágenes en InmoPerú.">');
    expect(jsonLdOf(html)).not.toHaveProperty('telephone');
  });

  it('answers 404 with the not-found page for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/empresa/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Página no encontrada - InmoPerú</title>');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).not.toContain('application/ld+json');
  });
});
