import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { propertySortLabels, propertySorts } from '@inmuebles/shared/properties/enums';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { withoutFirstView } from './support/first-view.ts';

/*
 * The public listing as a visitor uses it, against the seeded demo catalogue. Expected results are
 * asked from the API itself, so the tests check that the screen shows what the filters select.
 */

/** What the API answers for a listing query (page 1, 20 per page unless given). */
async function apiList(page: Page, query: Record<string, string> = {}): Promise<PropertyListResponse> {
  const response = await page.request.get(`/api/v1/properties?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PropertyListResponse;
}

const cardTitles = (page: Page) => page.locator('article h2').allTextContents();
const titlesOf = (answer: PropertyListResponse) => answer.properties.map((p) => p.title);
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Mostrando' });
const dropdown = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function openListing(page: Page, path = '/') {
  await page.goto(path);
  await countLine(page).waitFor();
}

/**
 * Waits until the grid shows exactly these titles (the answer of the new query has arrived). Generous
 * limits: on a loaded 2-core CI machine the embedded database answers a search in seconds, not milliseconds.
 */
async function expectTitles(page: Page, titles: string[]) {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(titles);
}

async function choose(page: Page, label: string, option: string) {
  await dropdown(page, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

describe('browse and search the public listing', () => {
  const browser = useBrowser();

  it('shows the first page with its count, and opens a property from its card', async () => {
    const page = await browser.newPage();
    const all = await apiList(page);
    await openListing(page);
    await expectTitles(page, titlesOf(all));
    await expectAccessible(page, 'listado de propiedades');
    expect(await countLine(page).textContent()).toBe(
      `Mostrando 20 de ${all.pagination.total_count} propiedades`,
    );
    // The first two photos are the likely largest paint of a phone's first screen: fetched at once and
    // first; the others wait until they come near the screen.
    const photo = (index: number) => page.locator('article').nth(index).locator('img').first();
    await expect(photo(0).getAttribute('loading')).resolves.toBe('eager');
    await expect(photo(0).getAttribute('fetchpriority')).resolves.toBe('high');
    await expect(photo(2).getAttribute('loading')).resolves.toBe('lazy');

    await page
      .locator('article')
      .first()
      .click({ position: { x: 60, y: 120 } }); // on the photo
    await page.waitForURL(`**/propiedad/${all.properties[0]!.slug}`);
  });

  it("shows the first results on a desk screen's first view, the rarer filters behind 'Más filtros'", async () => {
    const page = await browser.newPage({ width: 1280, height: 800 });
    await openListing(page);
    const firstCard = page.locator('article').first();
    await firstCard.waitFor();
    const top = await firstCard.evaluate((card) => card.getBoundingClientRect().top);
    expect(top).toBeLessThan(800 - 150); // its photo shows, not just an edge
    // Type, place, price and bedrooms in the row; bathrooms wait behind 'Más filtros'.
    await page.getByRole('group', { name: 'Dormitorios' }).waitFor();
    const bathrooms = page.getByRole('group', { name: 'Baños' });
    expect(await bathrooms.isVisible()).toBe(false);
    const more = page.getByRole('button', { name: /^Más filtros/ });
    await more.click();
    await page.getByRole('button', { name: 'Baños: 2 o más' }).click();
    await page.waitForURL((url) => url.searchParams.get('min_bathrooms') === '2');
    await expectTitles(page, titlesOf(await apiList(page, { min_bathrooms: '2' })));
    // Folded again, the button counts what it holds.
    await more.click();
    expect(await bathrooms.isVisible()).toBe(false);
    expect(await more.textContent()).toContain('1');
  });

  it("offers places while typing: 'mira' gives both Miraflores, and choosing one sets the place, not a text", async () => {
    const page = await browser.newPage();
    await openListing(page);
    const box = page.getByRole('searchbox', { name: 'Buscar propiedades' });
    await box.pressSequentially('mira');
    const places = page.getByRole('listbox', { name: 'Lugares' });
    await places.getByRole('option', { name: /Miraflores, Arequipa/ }).waitFor();
    await places.getByRole('option', { name: /^Miraflores, Lima/ }).click();
    await page.waitForURL((url) => url.searchParams.get('district') === '150122');
    expect(query(page)).toEqual({ region: '15', province: '1501', district: '150122' });
    await expectTitles(
      page,
      titlesOf(await apiList(page, { region: '15', province: '1501', district: '150122' })),
    );
    expect(await box.inputValue()).toBe('');
    expect(await dropdown(page, 'Distrito').textContent()).toBe('Miraflores');
    await expectAccessible(page, 'listado con un lugar elegido');
  });

  it('filters by detail type and by a whole type family', async () => {
    const page = await browser.newPage();
    await openListing(page);

    await choose(page, 'Tipo de propiedad', 'Casa');
    const houses = await apiList(page, { property_detail_type: 'HouseResource' });
    expect(houses.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(houses));
    expect(query(page)).toEqual({ property_detail_type: 'HouseResource' });
    expect(await countLine(page).textContent()).toBe(
      `Mostrando ${houses.properties.length} de ${houses.pagination.total_count} propiedades`,
    );

    await choose(page, 'Tipo de propiedad', 'Terreno');
    const land = await apiList(page, { property_type: 'land' });
    await expectTitles(page, titlesOf(land));
    expect(query(page)).toEqual({ property_type: 'land' });
    // Every card carries the type label.
    expect(await page.locator('article').getByText('Terreno', { exact: true }).count()).toBe(
      land.properties.length,
    );
  });

  it('narrows by department, province and district, and resets the children when a parent changes', async () => {
    const page = await browser.newPage();
    await openListing(page);
    await expect(dropdown(page, 'Provincia').isDisabled()).resolves.toBe(true);
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await choose(page, 'Departamento', 'Lima');
    await expectTitles(page, titlesOf(await apiList(page, { region: '15' })));
    expect(query(page)).toEqual({ region: '15' });
    await expect(dropdown(page, 'Provincia').isEnabled()).resolves.toBe(true);
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await choose(page, 'Provincia', 'Lima');
    await expectTitles(page, titlesOf(await apiList(page, { region: '15', province: '1501' })));
    await expect(dropdown(page, 'Distrito').isEnabled()).resolves.toBe(true);

    await choose(page, 'Distrito', 'Jesús María');
    const jesusMaria = await apiList(page, { region: '15', province: '1501', district: '150113' });
    expect(jesusMaria.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(jesusMaria));
    expect(query(page)).toEqual({ region: '15', province: '1501', district: '150113' });
    expect(await page.locator('article').getByText('Jesús María, Lima', { exact: true }).count()).toBe(
      jesusMaria.properties.length,
    );

    // Another department: province and district are cleared.
    await choose(page, 'Departamento', 'Arequipa');
    await expectTitles(page, titlesOf(await apiList(page, { region: '04' })));
    expect(query(page)).toEqual({ region: '04' });
    expect(await dropdown(page, 'Provincia').textContent()).toBe('Todas');
    expect(await dropdown(page, 'Distrito').textContent()).toBe('Todos');
    await expect(dropdown(page, 'Distrito').isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Limpiar filtros' }).click();
    await expectTitles(page, titlesOf(await apiList(page)));
    expect(new URL(page.url()).search).toBe('');
  });

  it('finds the same properties with and without accents, by Enter and after a pause in typing', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const search = page.getByRole('searchbox', { name: 'Buscar propiedades' });

    await search.fill('Jesús María');
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === 'Jesús María');
    const accented = await apiList(page, { search: 'Jesús María' });
    expect(accented.pagination.total_count).toBeGreaterThan(0);
    await expectTitles(page, titlesOf(accented));

    await search.fill('jesus maria'); // no Enter: applied after 500 ms
    await page.waitForURL((url) => url.searchParams.get('search') === 'jesus maria');
    const plain = await apiList(page, { search: 'jesus maria' });
    expect(titlesOf(plain)).toEqual(titlesOf(accented));
    await expectTitles(page, titlesOf(plain));

    await search.fill('zzzqxw');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('heading', { name: 'No se encontraron propiedades' }).waitFor();
    await expectAccessible(page, 'listado sin resultados');
    await page.getByRole('button', { name: 'Ver todas las propiedades' }).click();
    await expectTitles(page, titlesOf(await apiList(page)));
    expect(await search.inputValue()).toBe('');
  });

  it('orders the results by each of the seven sorts', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const defaultTitles = titlesOf(await apiList(page, { sort: 'smart_ranking' }));
    await expectTitles(page, defaultTitles);

    for (const sort of propertySorts.filter((s) => s !== 'smart_ranking')) {
      await choose(page, 'Ordenar por', propertySortLabels[sort]);
      const expected = titlesOf(await apiList(page, { sort }));
      await expectTitles(page, expected);
      expect(query(page)).toEqual({ sort });
      expect(expected, `${sort} orders like smart_ranking`).not.toEqual(defaultTitles);
      expect(await dropdown(page, 'Ordenar por').textContent()).toBe(propertySortLabels[sort]);
    }

    await choose(page, 'Ordenar por', propertySortLabels.smart_ranking);
    await expectTitles(page, defaultTitles);
    expect(new URL(page.url()).search).toBe('');
  });

  it('pages to the last page and back, and a filter change returns to page 1', async () => {
    const page = await browser.newPage();
    await openListing(page);
    const { pagination } = await apiList(page);
    const last = pagination.total_pages;
    expect(last).toBeGreaterThan(1);

    await page.getByRole('button', { name: `Página ${last}` }).click();
    const lastPage = await apiList(page, { page: String(last) });
    await expectTitles(page, titlesOf(lastPage));
    expect(query(page)).toEqual({ page: String(last) });
    expect(await countLine(page).textContent()).toBe(
      `Mostrando ${lastPage.properties.length} de ${pagination.total_count} propiedades`,
    );
    await expect(page.getByRole('button', { name: 'Siguiente' }).isDisabled()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: `Página ${last}` }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.getByRole('button', { name: 'Anterior' }).click();
    await expectTitles(page, titlesOf(await apiList(page, { page: String(last - 1) })));
    expect(query(page)).toEqual({ page: String(last - 1) });

    await page.goBack();
    await expectTitles(page, titlesOf(lastPage));

    await choose(page, 'Ordenar por', propertySortLabels.recent);
    await expectTitles(page, titlesOf(await apiList(page, { sort: 'recent' })));
    expect(query(page)).toEqual({ sort: 'recent' });
  });

  it('restores the same results from the address after a reload', async () => {
    const page = await browser.newPage();
    await openListing(page);
    await page.getByRole('searchbox').fill('departamento');
    await page.getByRole('searchbox').press('Enter');
    await choose(page, 'Departamento', 'Lima');
    await choose(page, 'Ordenar por', propertySortLabels.most_viewed);
    const expected = titlesOf(
      await apiList(page, { search: 'departamento', region: '15', sort: 'most_viewed' }),
    );
    expect(expected.length).toBeGreaterThan(0);
    await expectTitles(page, expected);
    expect(query(page)).toEqual({ search: 'departamento', region: '15', sort: 'most_viewed' });

    await page.reload();
    await countLine(page).waitFor();
    await expectTitles(page, expected);
    expect(await page.getByRole('searchbox').inputValue()).toBe('departamento');
    await expect.poll(() => dropdown(page, 'Departamento').textContent()).toBe('Lima');
    expect(await dropdown(page, 'Ordenar por').textContent()).toBe('Más Vistas');

    // A shared link opens the same results in a fresh browser.
    const other = await browser.newPage({ width: 390, height: 844 });
    await openListing(other, new URL(page.url()).pathname + new URL(page.url()).search);
    await expectTitles(other, expected);
  });

  it('copies the canonical link from the share menu', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseURL });
    const first = (await apiList(page)).properties[0]!;
    const canonical = `${browser.baseURL}/propiedad/${first.slug}`;
    await openListing(page);

    const card = page.locator('article').first();
    await card.getByRole('button', { name: 'Compartir' }).click();
    const menu = page.getByRole('menu', { name: 'Compartir' });
    expect(await menu.getByRole('menuitem', { name: 'Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`,
    );
    expect(await menu.getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${first.title} ${canonical}`)}`,
    );

    await menu.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await menu.getByText('¡Enlace copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    expect(new URL(page.url()).pathname).toBe('/'); // the card did not open
    await menu.waitFor({ state: 'detached', timeout: 4000 }); // closes after 2 s
  });

  it('falls back to the legacy copy when the Clipboard API refuses', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.assign(window, { copiedTexts: copied });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
      document.execCommand = (command: string) => {
        const field = document.activeElement;
        if (command === 'copy' && field instanceof HTMLTextAreaElement) copied.push(field.value);
        return command === 'copy';
      };
    });
    const first = (await apiList(page)).properties[0]!;
    await openListing(page);
    await page.locator('article').first().getByRole('button', { name: 'Compartir' }).click();
    await page.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    await page.getByText('¡Enlace copiado!').waitFor();
    expect(await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts)).toEqual([
      `${browser.baseURL}/propiedad/${first.slug}`,
    ]);
  });

  it('shows the error panel when the listing fails and recovers with Intentar de nuevo', async () => {
    const page = await browser.newPage();
    const fail = (route: { fulfill: (r: object) => Promise<void> }) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'Error interno' }),
      });
    await withoutFirstView(page);
    await page.route('**/api/v1/properties?**', fail);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Error al cargar las propiedades' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'listado con error');
    expect(await page.locator('article').count()).toBe(0);

    await page.unroute('**/api/v1/properties?**', fail);
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await countLine(page).waitFor();
    await expectTitles(page, titlesOf(await apiList(page)));
  });
});
