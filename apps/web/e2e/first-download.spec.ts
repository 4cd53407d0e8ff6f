import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

/*
 * What the public pages download before a visitor does anything (docs/performance.md "The first view"):
 * never the validation library, which only forms need (the contact form loads it when it opens), nor the
 * catalogue of Peru's districts (16 kB gzip), which the place filters read from the API. A shared module
 * imported for one word or number brought each back; this names the page.
 */

/** The scripts a page loads until the network is quiet (from the cache too), with their text. */
async function scriptsOf(page: Page, path: string): Promise<{ url: string; text: string }[]> {
  const urls = new Set<string>();
  const collect = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', collect);
  await page.goto(path, { waitUntil: 'networkidle' });
  page.off('response', collect);
  return Promise.all(
    [...urls].map(async (url) => ({ url, text: await (await page.request.get(url)).text() })),
  );
}

describe("the public pages' first download", () => {
  const browser = useBrowser();

  it('holds neither zod nor the district catalogue on the listing, a property, a company page, the directory and the projects', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const answer = await page.request.get('/api/v1/properties?per_page=1');
    const property = ((await answer.json()) as { properties: { slug: string; company: { slug: string } }[] })
      .properties[0]!;
    for (const path of [
      '/propiedades',
      `/propiedad/${property.slug}`,
      `/empresa/${property.company.slug}`,
      '/empresa',
      '/proyectos',
      // A demo project (apps/api seed/seed-projects.ts).
      '/proyecto/residencial-parque-pardo',
    ]) {
      const scripts = await scriptsOf(page, path);
      expect(scripts.length, path).toBeGreaterThan(0);
      const withZod = scripts
        .filter((script) => script.text.includes('ZodError'))
        .map((script) => script.url);
      expect(withZod, path).toEqual([]);
      // A district that only the catalogue names (Amazonas › Chachapoyas).
      const withCatalogue = scripts
        .filter((script) => script.text.includes('Leimebamba'))
        .map((script) => script.url);
      expect(withCatalogue, path).toEqual([]);
    }
  });

  it("fetches the app's modules only once the page's first content is on screen", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const answer = await page.request.get('/api/v1/properties?per_page=1');
    const { slug } = ((await answer.json()) as { properties: { slug: string }[] }).properties[0]!;
    const timings: string[] = [];
    // Three loads each: the next animation frame came before the first content was shown in 11 of 12.
    for (const path of ['/propiedades', `/propiedad/${slug}`, '/empresa']) {
      for (let load = 0; load < 3; load += 1) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const { shown, app } = await page.evaluate(() => ({
          shown: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          app: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/start-app-[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        }));
        expect(shown, path).not.toBeNull();
        expect(app, path).toHaveLength(1);
        timings.push(`${path}: ${app[0]! >= shown! ? 'después' : 'antes'}`);
      }
    }
    expect(timings.filter((timing) => timing.endsWith('antes'))).toEqual([]);
  });

  it("loads a company page's properties as they come near, keeping the server's cards", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const answer = await page.request.get('/api/v1/properties?per_page=1');
    const { slug } = ((await answer.json()) as { properties: { company: { slug: string } }[] }).properties[0]!
      .company;
    const first = await scriptsOf(page, `/empresa/${slug}`);
    // The section's filter bar ('Filtrar propiedades') is its code: below the first screen, not yet loaded.
    expect(first.filter((script) => script.text.includes('Filtrar propiedades'))).toEqual([]);
    const cards = page.locator('#propiedades article');
    expect(await cards.count()).toBeGreaterThan(0);
    await cards.first().evaluate((card) => card.setAttribute('data-server-card', ''));

    const sectionCode = page.waitForResponse(
      async (response) =>
        response.request().resourceType() === 'script' &&
        (await response.text()).includes('Filtrar propiedades'),
    );
    await page.locator('#propiedades').scrollIntoViewIfNeeded();
    await sectionCode;
    // Hydrated in place, not drawn again: the card the server drew is the one shown.
    await page.waitForTimeout(500);
    expect(await page.locator('#propiedades article[data-server-card]').count()).toBe(1);
  });

  it("leaves the projects' card to a sale listing that shows one, where it opens the project", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    // The 'Proyecto' mark's colour: only the project card has it.
    const withProjectCard = (scripts: { url: string; text: string }[]) =>
      scripts.filter((script) => script.text.includes('bg-indigo-700')).map((script) => script.url);
    expect(withProjectCard(await scriptsOf(page, '/propiedades'))).toEqual([]);

    const sale = await scriptsOf(page, '/propiedades?operation=sale&listing_kind=project');
    expect(withProjectCard(sale).length).toBeGreaterThan(0);
    const card = page.locator('article', { hasText: 'Proyecto' }).first();
    const name = (await card.getByRole('link').textContent()) ?? '';
    await card.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/proyecto\//);
  });

  it("opens the property a tapped card links to when the results' code cannot come", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/propiedades', { waitUntil: 'networkidle' });
    // Every script from now on fails, as after a release that removed the chunks this page names.
    await page.route('**/*.js', (route) => route.abort());
    const link = page.locator('article a[href^="/propiedad/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it("leaves a phone's filter controls for the 'Filtros' panel, which then works as before", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const first = await scriptsOf(page, '/propiedades');
    // 'Limpiar filtros' is in the controls' code, hidden behind 'Filtros' on a phone.
    expect(first.filter((script) => script.text.includes('Limpiar filtros'))).toEqual([]);

    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await panel.getByRole('button', { name: 'Dormitorios: 2 o más' }).click();
    await panel.getByRole('button', { name: /^Ver \d+ resultados?$/ }).click();
    await page.waitForURL(/min_bedrooms=2/);
    expect(await panel.count()).toBe(0);
  });
});
