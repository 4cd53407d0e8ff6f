import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, waitForMessages } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/*
 * A buyer looks for a flat in a new development (docs/product/projects.md): opens /proyectos, asks for 2
 * bedrooms up to S/ 340,000, opens a demo project found that way, and asks about one of its unit types
 * with 'Consultar'. The builder's company_admin gets the e-mail and sees the unit type in the inbox.
 */

const PASSWORD = 'InmoPeru2026!';
const SENT = 'Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.';
/** A little over the server's minimum fill time (apps/api/src/features/contact-requests/form-token.ts). */
const PERSON_FILL_MS = 3500;
/** Condominio Los Sauces (San Borja) is Andes Inmobiliaria's (apps/api seed/seed-projects.ts). */
const MANAGER = 'gerente@andesinmobiliaria.pe';

const cardNames = async (page: Page) =>
  (await page.locator('article h2').allTextContents()).map((name) => name.trim()).sort();

/** Waits for the search answer the next change asks for. */
const nextSearch = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/projects' && r.ok());

describe('a buyer asks about a unit type of a project', () => {
  const browser = useBrowser();

  it('filters /proyectos by bedrooms and price, asks about a unit type, and the builder sees it', async () => {
    const before = (await waitForMessages(MANAGER, 0)).length;
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/proyectos');
    await page.locator('article').first().waitFor();
    // The five demo projects (another test may be adding its own meanwhile).
    expect(await page.locator('article').count()).toBeGreaterThanOrEqual(5);

    let answered = nextSearch(page);
    await page.getByRole('button', { name: /^Dormitorios/ }).click();
    await page.getByRole('option', { name: '2+ dormitorios' }).click();
    await answered;
    answered = nextSearch(page);
    await page.getByRole('spinbutton', { name: 'Precio máximo' }).fill('340000');
    await page.getByRole('spinbutton', { name: 'Precio máximo' }).press('Enter');
    await answered;
    await page.locator('article', { hasText: 'Residencial Parque Pardo' }).waitFor({ state: 'detached' });
    // Parque Pardo's 2-bedroom flat costs S/ 565,000 and Barranco's USD 240,000: not found.
    const names = await cardNames(page);
    expect(names).toEqual(
      expect.arrayContaining(['Condominio Los Sauces', 'Residencial Huanchaco Park', 'Torres del Chachani']),
    );
    expect(names).not.toContain('Residencial Parque Pardo');
    expect(names).not.toContain('Mirador de Barranco');
    expect(new URL(page.url()).search).toBe('?max_price=340000&min_bedrooms=2');
    const card = page.locator('article', { hasText: 'Condominio Los Sauces' });
    expect(await card.textContent()).toContain('Desde S/\u00a0329,000');
    expect(await card.textContent()).toContain('En construcción');

    await card.getByRole('link', { name: 'Condominio Los Sauces' }).click();
    await page.getByRole('heading', { level: 1, name: 'Condominio Los Sauces' }).waitFor();
    const unitTypes = page.getByRole('table', { name: 'Tipos de unidad' });
    await unitTypes.getByRole('button', { name: 'Consultar por Flat 3D' }).click();

    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.waitFor();
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(
      'Hola, estoy interesado en el proyecto: Condominio Los Sauces · Flat 3D',
    );
    await form.getByLabel('Nombre').fill('Rosa Huamán Proyecto');
    await form.getByLabel('Correo electrónico').fill('rosa.proyecto@example.pe');
    await form.getByLabel('Teléfono').fill('987 654 321');
    await page.waitForTimeout(PERSON_FILL_MS);
    const sent = page.waitForResponse(
      (r) =>
        r.url().endsWith('/projects/condominio-los-sauces/contact_requests') &&
        r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    expect((await sent).status()).toBe(201);
    await page.getByText(SENT).waitFor();

    const mail = (await waitForMessages(MANAGER, before + 1)).at(-1)!;
    expect(mail.subject).toContain('Condominio Los Sauces · Flat 3D');

    // The builder's inbox names the project and the unit type.
    const inboxPage = await browser.newPage({ width: 1280, height: 900 });
    const token = await signInThroughApi(MANAGER, PASSWORD);
    const me = await callApi('/me', { token });
    await inboxPage.goto('/');
    await inboxPage.evaluate(
      ([t, u]) => {
        localStorage.setItem('auth_token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify((me.body as { user: unknown }).user)] as const,
    );
    await inboxPage.goto('/dashboard/leads');
    const inbox = inboxPage.getByRole('region', { name: 'Consultas recibidas' });
    const lead = inbox.locator('li', { hasText: 'Rosa Huamán Proyecto' });
    await lead.waitFor();
    expect(await lead.textContent()).toContain('Condominio Los Sauces · Flat 3D');
  });

  it('finds a published project under "Comprar" with 2 bedrooms and a price limit, and opens it', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto('/propiedades');
    await page.locator('article').first().waitFor();
    const listing = () =>
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/properties' && r.ok());
    let answered = listing();
    await page.locator('label', { hasText: 'Comprar' }).click();
    await answered;
    answered = listing();
    await page.getByRole('button', { name: 'Dormitorios: 2 o más' }).click();
    await answered;
    answered = listing();
    await page.getByRole('spinbutton', { name: 'Precio máximo' }).fill('340000');
    await page.getByRole('spinbutton', { name: 'Precio máximo' }).press('Enter');
    await answered;
    // Condominio Los Sauces has a 2-bedroom flat from S/ 329,000 (seed-projects.ts): a "Proyecto" card.
    const card = page.locator('article', { hasText: 'Condominio Los Sauces' });
    await card.waitFor();
    expect(await card.getByText('Proyecto', { exact: true }).count()).toBe(1);
    await card.getByRole('link', { name: 'Condominio Los Sauces' }).click();
    await page.waitForURL(/\/proyecto\/condominio-los-sauces/);
    await page.getByRole('heading', { level: 1, name: 'Condominio Los Sauces' }).waitFor();
  });

  it('fits a phone: the first card on the first screen, unit types as cards, price and "Contactar" at hand', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const widthOverflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.goto('/proyectos');
    const first = page.locator('article').first();
    await first.waitFor();
    expect((await first.boundingBox())!.y).toBeLessThan(844);
    // The filters wait behind 'Filtros'.
    expect(await page.getByRole('button', { name: /^Etapa/ }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('button', { name: /^Etapa/ }).waitFor();
    expect(await widthOverflow()).toBe(0);

    await page.goto('/proyecto/residencial-parque-pardo');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('table', { name: 'Tipos de unidad' }).isVisible()).toBe(false);
    const cards = page.getByRole('list', { name: 'Tipos de unidad' });
    expect(await cards.getByRole('listitem').count()).toBe(3);
    const contact = page.getByRole('button', { name: 'Contactar' }).last();
    expect(await contact.isVisible()).toBe(true);
    expect((await contact.boundingBox())!.y).toBeLessThan(844);
    expect(await widthOverflow()).toBe(0);
  });
});

describe('the map of /proyectos', () => {
  const browser = useBrowser();

  it('shows the demo projects on the map without tiles, and a marker opens a card linking to the project', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    // Tiles come from the internet: blocked, the markers must show on the plain background.
    await page.route(
      /tile\.openstreetmap\.org|tile\.opentopomap\.org|arcgisonline\.com|arcgis\.com/,
      (route) => route.abort(),
    );
    await page.goto('/proyectos?vista=mapa');
    const map = page.getByTestId('search-map');
    // Arequipa and Trujillo stand alone at the country's zoom: their price markers show.
    const price = map.locator('.search-map-price', { hasText: 'S/ 285k' });
    await price.waitFor({ timeout: 30_000 });
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('button', { name: 'Dibujar zona' }).count()).toBe(0);

    await price.click();
    const link = map.getByRole('link', { name: 'Ver detalles' });
    expect(await link.getAttribute('href')).toBe('/proyecto/torres-del-chachani');
    expect(await map.locator('.search-map-card').textContent()).toContain('Desde S/');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Torres del Chachani' }).waitFor();
  });
});

describe('projects on the map of "Comprar"', () => {
  const browser = useBrowser();
  /** Arequipa's Cayma, around Torres del Chachani (apps/api seed/seed-projects.ts). */
  const CAYMA = '-71.6,-16.45,-71.45,-16.33';

  it('draws a matching project as a "Proyecto" pin whose card links to its page, and none in "Solo reventa"', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.route(
      /tile\.openstreetmap\.org|tile\.opentopomap\.org|arcgisonline\.com|arcgis\.com/,
      (route) => route.abort(),
    );
    await page.goto(`/propiedades?operation=sale&listing_kind=project&vista=mapa&bbox=${CAYMA}`);
    const map = page.getByTestId('search-map');
    const pin = map.locator('.search-map-price.is-project', { hasText: 'S/ 285k' });
    await pin.waitFor({ timeout: 30_000 });
    await pin.click();
    const card = map.locator('.search-map-card');
    expect(await card.locator('.search-map-card-badge').textContent()).toBe('Proyecto');
    expect(await card.textContent()).toMatch(/Desde S\/\s*285\D?000/);
    const link = map.getByRole('link', { name: 'Ver detalles' });
    expect(await link.getAttribute('href')).toBe('/proyecto/torres-del-chachani');

    const resale = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/properties/map' && r.url().includes('resale') && r.ok(),
    );
    await page.goto(`/propiedades?operation=sale&listing_kind=resale&vista=mapa&bbox=${CAYMA}`);
    await resale;
    expect(await page.locator('.search-map-price.is-project').count()).toBe(0);

    await page.goto(`/propiedades?operation=sale&listing_kind=project&vista=mapa&bbox=${CAYMA}`);
    await pin.waitFor({ timeout: 30_000 });
    await pin.click();
    await map.getByRole('link', { name: 'Ver detalles' }).click();
    await page.getByRole('heading', { level: 1, name: 'Torres del Chachani' }).waitFor();
  });
});
