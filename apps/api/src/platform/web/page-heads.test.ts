import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';

/** The shape of the built index.html: a default title and a description written over several lines. */
const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Encuentra inmuebles en todo el Perú."
    />
    <title>Inmuebles en el Perú - InmoPerú</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE = "Casa $' y $& con </script><script>alert(1)</script> $` $$";

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

/** Every JSON-LD block of a page, parsed (a parse error fails the test). */
const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );

describe('the <head> of every page type', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    t = await buildTestApp({ WEB_DIST_DIR: webDir });
    const company = await createCompany(t.database.db, {
      name: HOSTILE,
      slug: 'hostil',
      address: 'Av. Larco 123, Miraflores',
      logoKey: 'companies/1/logo.webp',
    });
    await buildProperty(t.database.db, { company, slug: 'casa-hostil', title: HOSTILE });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const pages = [
    ['/', 200],
    ['/propiedades', 200],
    ['/propiedad/casa-hostil', 200],
    ['/empresa/hostil', 200],
    ['/login', 200],
    ['/register', 200],
    ['/forgot-password', 200],
    ['/propiedad/no-existe', 404],
    ['/empresa/no-existe', 404],
    ['/no-existe', 404],
    ['/propiedades/otra/cosa', 404],
  ] as const;

  it.each(pages)(
    '%s carries exactly one title, description, canonical and Open Graph set',
    async (url, status) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(status);
      const html = res.body;
      expect(count(html, /<title>/)).toBe(1);
      expect(count(html, /<meta\s+name="description"/)).toBe(1);
      expect(count(html, /<link rel="canonical"/)).toBe(1);
      for (const og of ['og:title', 'og:type', 'og:locale', 'og:url']) {
        expect(count(html, new RegExp(`property="${og}"`)), og).toBe(1);
      }
      expect(count(html, /property="og:description"/)).toBe(1);
      for (const block of jsonLdBlocks(html)) expect(block['@context']).toBe('https://schema.org');
    },
  );

  it('answers an address the app has no screen for with 404 and noindex, and its screens with 200', async () => {
    for (const url of ['/no-existe', '/dashboardx', '/empresa/a/b', '/mis-favoritos/otra']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<div id="root"');
    }
    for (const url of ['/mis-favoritos', '/dashboard/team', '/invitacion/abc', '/alertas/baja', '/empresa']) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({
        url,
        status: 200,
      });
    }
  });

  it('titles the listing by the operation searched for', async () => {
    const title = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
    expect(await title('/propiedades?operation=rent')).toBe('Propiedades en alquiler en el Perú - InmoPerú');
    expect(await title('/propiedades?operation=sale&page=2')).toBe(
      'Propiedades en venta en el Perú - InmoPerú',
    );
    expect(await title('/propiedades')).toBe('Propiedades en venta y alquiler en el Perú - InmoPerú');
  });

  it('says noindex on the auth forms and the not-found page only', async () => {
    const noindex = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).body.includes('<meta name="robots" content="noindex">');
    expect(await noindex('/login')).toBe(true);
    expect(await noindex('/propiedad/no-existe')).toBe(true);
    expect(await noindex('/')).toBe(false);
    expect(await noindex('/propiedades')).toBe(false);
    expect(await noindex('/propiedad/casa-hostil')).toBe(false);
  });

  it('writes a hostile title literally, in the head and in JSON-LD', async () => {
    for (const url of ['/propiedad/casa-hostil', '/empresa/hostil']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(
        title.startsWith(
          'Casa $&#39; y $&amp; con &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $` $$',
        ),
      ).toBe(true);
      // Only the JSON-LD blocks and the first view's data close a script: the title's </script> was escaped everywhere.
      expect(count(html, /<\/script>/)).toBe(
        jsonLdBlocks(html).length + count(html, /<script id="first-view"/),
      );
      expect(jsonLdBlocks(html)[0]?.name).toBe(HOSTILE);
      // Nothing of the template was spliced in by a `$'` or `$&` pattern.
      expect(count(html, /<html/)).toBe(1);
      expect(html).not.toContain('Inmuebles en el Perú - InmoPerú');
    }
  });

  it('describes a company as a RealEstateAgent with its logo and address', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/empresa/hostil' })).body;
    expect(jsonLdBlocks(html)[0]).toMatchObject({
      '@type': 'RealEstateAgent',
      logo: 'http://localhost:3000/uploads/companies/1/logo.webp',
      // 'Miraflores' alone is the locality; three departments have one, so no region is guessed.
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Av. Larco 123',
        addressLocality: 'Miraflores',
        addressCountry: 'PE',
      },
    });
  });
});
