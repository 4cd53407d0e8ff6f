import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/*
 * The HTML the server sends for the pages it draws (docs/product/landing-pages.md §2): one title, in the
 * head, the same as the app shows once it has taken the page over, and nothing the Nu HTML checker calls
 * an error. The app's own <title> (React hoists it into the head in the browser) must not be left inside
 * #root by the server's render.
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));
const run = promisify(execFile);

/** The <title> elements of a page's HTML (none of them inside an inline SVG on these pages). */
const titlesOf = (html: string) => [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)];
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="first-view"'));
const decode = (text: string) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

describe('the HTML of the pages drawn on the server', () => {
  const browser = useBrowser();
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    const listing = (await (await fetch(`${browser.baseURL}/api/v1/properties?per_page=1`)).json()) as {
      properties: { slug: string }[];
    };
    const paths = [
      '/propiedades',
      `/propiedad/${listing.properties[0]?.slug}`,
      '/empresa/andes-inmobiliaria',
      '/empresa',
    ];
    for (const address of paths) {
      const res = await fetch(`${browser.baseURL}${address}`);
      expect(res.status, address).toBe(200);
      pages[address] = await res.text();
      expect(pages[address], address).toContain('<div id="root" data-ssr="">');
    }
    // The directory's list is in the HTML, as a landing page's is.
    expect(rootOf(pages['/empresa']!)).toContain('Andes Inmobiliaria');
    expect(titlesOf(pages['/empresa']!)[0]?.[1]).toBe('Empresas inmobiliarias - InmoPerú');
    // Pages the checker reads too: landing pages (drawn by the server alone), the project search and a
    // demo project (their head from the server, the rest drawn by the app) and the 404.
    for (const [address, status] of [
      ['/alquiler/departamentos/lima/lima/miraflores', 200],
      ['/venta/casas', 200],
      ['/proyectos/lima/lima/miraflores', 200],
      ['/proyectos', 200],
      ['/proyecto/residencial-parque-pardo', 200],
      ['/no-existe', 404],
    ] as const) {
      const res = await fetch(`${browser.baseURL}${address}`);
      expect(res.status, address).toBe(status);
      pages[address] = await res.text();
    }
  });

  it('answers an unknown address 404 with noindex, and the app then goes home', async () => {
    expect(pages['/no-existe']).toContain('<meta name="robots" content="noindex">');
    const page = await browser.newPage();
    await page.goto('/no-existe');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('has exactly one <title>, in the head, and no head element inside #root', () => {
    for (const [address, html] of Object.entries(pages)) {
      const titles = titlesOf(html);
      expect({ address, titles: titles.length }).toEqual({ address, titles: 1 });
      expect(titlesOf(headOf(html)), address).toHaveLength(1);
      // A landing page has no app root at all.
      if (html.includes('<div id="root"')) expect(rootOf(html), address).not.toMatch(/<(title|link|meta)\b/);
      expect(titles[0]?.[1], address).toMatch(/ - InmoPerú$/);
    }
  });

  it('passes the Nu HTML checker without errors', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-vnu-'));
    try {
      const files = Object.values(pages).map((html, index) => {
        const file = path.join(dir, `page-${index}.html`);
        writeFileSync(file, html);
        return file;
      });
      // --exit-zero-always: the messages are the result; a non-zero exit would only repeat them.
      const args = ['-jar', vnuJar, '--errors-only', '--exit-zero-always', ...files];
      const { stderr } = await run('java', args, { timeout: 50_000 }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
        throw new Error('Java no está instalado (apt-get install -y default-jre-headless): lo usa vnu-jar.');
      });
      const errors = stderr
        .split('\n')
        .filter(Boolean)
        .map((line) =>
          line.replace(/"file:[^"]*page-(\d)\.html"/, (_, i: string) => Object.keys(pages)[Number(i)]!),
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("shows the server's title for each page, also after moving between them in the app", async () => {
    const page = await browser.newPage();
    const serverTitle = async (address: string) => {
      const html = await (await fetch(`${browser.baseURL}${address}`)).text();
      return decode(titlesOf(html)[0]?.[1] ?? '');
    };
    const htmlTitles = () =>
      page.evaluate(() =>
        [...document.getElementsByTagName('title')]
          .filter((title) => title.namespaceURI === 'http://www.w3.org/1999/xhtml')
          .map((title) => (title.parentElement === document.head ? 'head' : 'body')),
      );

    await page.goto('/propiedades');
    expect(await page.title()).toBe(await serverTitle('/propiedades'));
    expect(await htmlTitles()).toEqual(['head']);

    const card = page.getByRole('list', { name: 'Propiedades' }).locator('a[href^="/propiedad/"]').first();
    const detail = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL((url) => url.pathname === detail);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe(await serverTitle(detail));
    expect(await htmlTitles()).toEqual(['head']);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/propiedades');
    await expect.poll(() => page.title()).toBe(await serverTitle('/propiedades'));

    // The title follows the operation searched for, on the server and in the app alike.
    const rent = '/propiedades?operation=rent';
    expect(await serverTitle(rent)).toBe('Propiedades en alquiler en el Perú - InmoPerú');
    await page.goto(rent);
    await expect.poll(() => page.title()).toBe('Propiedades en alquiler en el Perú - InmoPerú');
  });

  it("shows the server's title on the project search and a project, also after moving between them", async () => {
    const page = await browser.newPage();
    const serverTitle = async (address: string) =>
      decode(titlesOf(await (await fetch(`${browser.baseURL}${address}`)).text())[0]?.[1] ?? '');
    await page.goto('/proyectos');
    await page.locator('article').first().waitFor();
    expect(await page.title()).toBe(await serverTitle('/proyectos'));
    await page.getByRole('link', { name: 'Residencial Parque Pardo' }).click();
    await page.getByRole('heading', { level: 1, name: 'Residencial Parque Pardo' }).waitFor();
    await expect.poll(() => page.title()).toBe(await serverTitle('/proyecto/residencial-parque-pardo'));
  });
});
