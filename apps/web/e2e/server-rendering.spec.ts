import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLoginForm } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/** Errors the page reported: a failed hydration shows here (React reports a mismatch as an error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

describe('pages drawn on the server (docs/performance.md "The first view")', () => {
  const browser = useBrowser();

  it('shows the listing, a property and a company page with scripts off', async () => {
    const page = await browser.newPage({ width: 390, height: 844 }, { javaScriptEnabled: false });
    await page.goto('/propiedades');
    await page.getByRole('heading', { level: 1, name: 'Propiedades' }).waitFor();
    const cards = page.getByRole('list', { name: 'Propiedades' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    const first = cards.first().locator('a[href^="/propiedad/"]').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/propiedad\/[\w-]+$/);
    expect(await page.getByText('Mostrando').textContent()).toMatch(/Mostrando \d+ de \d+ propiedades/);

    // Its link leads to the property, drawn as well: title, price, the company.
    await page.goto(href);
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    expect(title?.length).toBeGreaterThan(5);
    expect(await page.getByText(/USD|S\//).count()).toBeGreaterThan(0);

    await page.goto('/empresa/andes-inmobiliaria');
    await page.getByRole('heading', { level: 1, name: 'Andes Inmobiliaria' }).waitFor();
    expect(await page.locator('a[href^="/propiedad/"]').count()).toBeGreaterThan(0);
  });

  it('takes the drawn listing over without drawing it again, then answers the visitor', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const errors = collectErrors(page);
    // The nodes the HTML parser built, marked before any script runs.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('main h1')?.setAttribute('data-from-server', '');
        document.querySelector('main a[href^="/propiedad/"]')?.setAttribute('data-from-server', '');
      });
    });
    await page.goto('/propiedades');
    // Interactive: 'Alquilar' changes the address and the results.
    await page.getByRole('radiogroup', { name: 'Operación' }).getByText('Alquilar').click();
    await page.waitForURL((url) => url.search === '?operation=rent');
    expect(await page.locator('main h1[data-from-server]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("draws a signed-in visitor's page in the browser, without the guest's markup first", async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto('/login');
    await submitLoginForm(page, 'gerente@andesinmobiliaria.pe', 'InmoPeru2026!');
    await page.waitForURL((url) => url.pathname !== '/login');

    // The server knows a session is stored (the signed-in cookie) and sends no guest markup to draw over.
    expect(await (await page.request.get('/propiedades')).text()).not.toContain('data-ssr');
    expect(await (await fetch(`${browser.baseURL}/propiedades`)).text()).toContain(
      '<div id="root" data-ssr="">',
    );
    await page.goto('/propiedades');
    const banner = page.getByRole('banner');
    await banner
      .getByRole('button', { name: /Menú de usuario/ })
      .first()
      .waitFor();
    expect(await banner.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
    await page.getByRole('list', { name: 'Propiedades' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps what a visitor types before the app has taken the page over, and searches with it', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const errors = collectErrors(page);
    const app = holdAppScript(page);
    await page.goto('/propiedades', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Buscar propiedades' });
    await box.fill('departamento');
    expect(await page.locator('#root[data-ssr]').count()).toBe(1);

    app.release();
    // The app adopts the text as typed and applies it after the usual pause.
    await page.waitForURL((url) => url.search === '?search=departamento');
    await untilTakenOver(page);
    expect(await box.inputValue()).toBe('departamento');
    await page
      .getByRole('status')
      .filter({ hasText: `de ${await countFor(page, 'departamento')} ` })
      .waitFor();
    expect(errors).toEqual([]);
  });

  it('submits the search as a plain form when Enter comes before the app', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const app = holdAppScript(page);
    await page.goto('/propiedades', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Buscar propiedades' });
    await box.fill('casa');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/propiedades' && url.search === '?search=casa');
    app.release();
    await untilTakenOver(page);
    await page
      .getByRole('status')
      .filter({ hasText: `de ${await countFor(page, 'casa')} ` })
      .waitFor();
    expect(await box.inputValue()).toBe('casa');
  });
  it("applies 'Alquilar' when it was chosen before the app took the page over", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const app = holdAppScript(page);
    await page.goto('/propiedades', { waitUntil: 'commit' });
    await page.getByRole('radiogroup', { name: 'Operación' }).getByText('Alquilar').click();
    app.release();
    await page.waitForURL((url) => url.search === '?operation=rent');
    await untilTakenOver(page);
    expect(await page.getByRole('radio', { name: 'Alquilar' }).isChecked()).toBe(true);
  });

  it('reads the drawn page only once its styles have come, so the browser never styles it bare', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const styles = holdFirst(page, /\/assets\/index-[\w-]+\.css$/);
    const html = page.waitForResponse((response) => response.url().endsWith('/propiedades'));
    const loading = page.goto('/propiedades');
    try {
      await (await html).finished();
      // The whole page is here, but the parser waits after the stylesheet's link for the styles.
      await page.waitForTimeout(500);
      expect(
        await page.evaluate(() => [document.readyState, document.querySelectorAll('main').length]),
      ).toEqual(['loading', 0]);
    } finally {
      styles.release();
      await loading;
    }
    await page.getByRole('heading', { level: 1, name: 'Propiedades' }).waitFor();
  });

  it("breaks no rule of the pages' Content-Security-Policy", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
      });
    });
    const first = await page.request.get('/api/v1/properties?per_page=1');
    const [property] = ((await first.json()) as { properties: { slug: string }[] }).properties;
    for (const path of ['/propiedades', `/propiedad/${property?.slug}`, '/empresa/andes-inmobiliaria']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});

/** Holds the first request `url` matches until `release`. */
function holdFirst(page: Page, url: RegExp): { release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  void page.route(url, async (route) => {
    if (!held) {
      held = true;
      await released;
    }
    await route.continue();
  });
  return { release };
}

/** Holds the app's script (the first request for it) until `release`: the page stays as the server drew it. */
function holdAppScript(page: Page): { release: () => void } {
  return holdFirst(page, /\/assets\/index-[\w-]+\.js$/);
}

/** Waits until the app has taken the page over (its root has lost `data-ssr`). */
async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[data-ssr]') === null);
}

/** How many properties the API finds for a text. */
async function countFor(page: Page, search: string): Promise<number> {
  const response = await page.request.get(`/api/v1/properties?${new URLSearchParams({ search })}`);
  return ((await response.json()) as { pagination: { total_count: number } }).pagination.total_count;
}
