import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/*
 * Map search on the listing (docs/product/map-search.md) against the seeded demo catalogue. Tiles are
 * blocked in every test (they come from the internet): the markers must show on the plain background.
 * Expected results are asked from the API with the address's own bbox= / within=.
 */

/** Central Lima, where most demo properties are. */
const LIMA = '-77.08,-12.16,-76.98,-12.07';

const tileHosts = /tile\.openstreetmap\.org|tile\.opentopomap\.org|arcgisonline\.com|arcgis\.com/;

async function newMapPage(
  browser: ReturnType<typeof useBrowser>,
  viewport?: { width: number; height: number },
) {
  const page = await browser.newPage(viewport);
  await page.route(tileHosts, (route) => route.abort());
  return page;
}

async function apiTotal(page: Page, query: Record<string, string>): Promise<number> {
  const response = await page.request.get(`/api/v1/properties?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as PropertyListResponse).pagination.total_count;
}

const countLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Mostrando' });
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);
const mapOf = (page: Page) => page.getByTestId('search-map');
const prices = (page: Page) => mapOf(page).locator('.search-map-price');

/** Waits until the count line says 'de N propiedades'. */
async function expectTotal(page: Page, total: number) {
  await expect
    .poll(async () => (await countLine(page).textContent()) ?? '', { timeout: 20_000 })
    .toMatch(new RegExp(`de ${total} propiedades`));
}

/** The ids of the properties with a marker on the map. */
const markerIds = (page: Page) =>
  mapOf(page)
    .locator('.search-map-marker[data-property-id]')
    .evaluateAll((markers) => markers.map((m) => (m as HTMLElement).dataset.propertyId).sort());

/**
 * How many properties the map shows: its price markers plus the counts of its clusters (seen from afar,
 * properties sharing a cell are one cluster so that their labels do not pile up).
 */
const mappedTotal = (page: Page) =>
  mapOf(page)
    .locator('.search-map-marker')
    .evaluateAll((markers) =>
      markers.reduce((sum, marker) => {
        const cluster = marker.querySelector('.search-map-cluster');
        return sum + (cluster ? Number((cluster.textContent ?? '').replace(/\D/g, '')) : 1);
      }, 0),
    );

/** Brings the map fully into the window (clicks go to screen positions). */
async function mapInView(page: Page): Promise<Locator> {
  const map = mapOf(page);
  await page
    .getByRole('heading', { name: 'Propiedades', level: 1 })
    .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 72));
  await page.waitForTimeout(300);
  return map;
}

/** Clicks the map at fractions (x, y) of its size, each click apart so two never read as a double click. */
async function clickMap(page: Page, map: Locator, [fx, fy]: [number, number]) {
  const box = await map.boundingBox();
  if (!box) throw new Error('El mapa no está visible');
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  await page.waitForTimeout(350);
}

describe('map search', () => {
  const browser = useBrowser();

  it("switches between 'Lista' and 'Mapa', shows price markers without tiles, and passes axe", async () => {
    const page = await newMapPage(browser);
    await page.goto('/propiedades');
    await countLine(page).waitFor();
    const views = page.getByRole('group', { name: 'Vista de resultados' });
    await views.getByRole('button', { name: 'Mapa' }).click();
    expect(query(page).vista).toBe('mapa');
    await expect
      .poll(() => views.getByRole('button', { name: 'Mapa' }).getAttribute('aria-pressed'))
      .toBe('true');
    await prices(page).first().waitFor({ timeout: 30_000 });
    await page
      .getByText('No se pudo cargar el mapa de fondo. Los resultados se muestran igual.')
      .waitFor({ timeout: 15_000 });
    // The list keeps working beside the map.
    expect(await page.locator('article h2').count()).toBeGreaterThan(0);
    for (const name of ['Dibujar zona', 'Acercar', 'Alejar']) {
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    }
    await expectAccessible(page, 'listado con mapa');

    // Not a keyboard trap: from the map, Tab walks its few controls and leaves it.
    const region = page.getByRole('region', { name: 'Mapa de resultados' });
    await mapOf(page).focus();
    const isInMap = () => region.evaluate((element) => element.contains(document.activeElement));
    expect(await isInMap()).toBe(true);
    let presses = 0;
    while ((await isInMap()) && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await isInMap()).toBe(false);

    await views.getByRole('button', { name: 'Lista' }).click();
    await page.getByRole('region', { name: 'Mapa de resultados' }).waitFor({ state: 'detached' });
    expect(query(page).vista).toBeUndefined();
  });

  it("on a phone covers the screen with the map, and 'Ver lista' goes back to the list", async () => {
    const page = await newMapPage(browser, { width: 390, height: 844 });
    await page.goto(`/propiedades?vista=mapa&bbox=${LIMA}`);
    await prices(page).first().waitFor({ timeout: 30_000 });
    const box = await page.getByRole('region', { name: 'Mapa de resultados' }).boundingBox();
    expect(box?.width).toBe(390);
    expect(await page.locator('article h2').first().isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Ver lista' }).click();
    await page.locator('article h2').first().waitFor();
    expect(query(page)).toEqual({ bbox: LIMA });
  });

  it("narrows the list with 'Buscar en esta zona', puts bbox= in the address, and a reload restores the view", async () => {
    const page = await newMapPage(browser);
    await page.goto(`/propiedades?vista=mapa&bbox=${LIMA}`);
    await expectTotal(page, await apiTotal(page, { bbox: LIMA }));
    await prices(page).first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Buscar en esta zona' }).count()).toBe(0);
    await expect.poll(() => markerIds(page), { timeout: 20_000 }).not.toHaveLength(0);
    const first = await markerIds(page);

    await mapInView(page);
    await page.getByRole('button', { name: 'Acercar' }).click();
    await page.getByRole('button', { name: 'Buscar en esta zona' }).click();
    await expect.poll(() => query(page).bbox).not.toBe(LIMA);
    const bbox = query(page).bbox as string;
    const [minLng, minLat, maxLng, maxLat] = bbox.split(',').map(Number) as [number, number, number, number];
    const [aMinLng, aMinLat, aMaxLng, aMaxLat] = LIMA.split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    // Zoomed in one level: the new box lies inside the first one.
    expect(minLng).toBeGreaterThan(aMinLng);
    expect(maxLng).toBeLessThan(aMaxLng);
    expect(minLat).toBeGreaterThan(aMinLat);
    expect(maxLat).toBeLessThan(aMaxLat);
    const narrowed = await apiTotal(page, { bbox });
    expect(narrowed).toBeLessThan(await apiTotal(page, { bbox: LIMA }));
    await expectTotal(page, narrowed);

    await expect.poll(() => mappedTotal(page), { timeout: 20_000 }).toBe(narrowed);
    const before = await markerIds(page);
    await page.reload();
    await expectTotal(page, narrowed);
    expect(query(page).bbox).toBe(bbox);
    await expect.poll(() => markerIds(page), { timeout: 30_000 }).toEqual(before);

    // Back to the first area: the list and the map follow.
    await page.goBack();
    expect(query(page).bbox).toBe(LIMA);
    await expectTotal(page, await apiTotal(page, { bbox: LIMA }));
    await expect.poll(() => markerIds(page), { timeout: 20_000 }).toEqual(first);
  });

  it('hovering a card marks its marker and the other way round; a marker opens a card with its link', async () => {
    const page = await newMapPage(browser);
    await page.goto(`/propiedades?vista=mapa&bbox=${LIMA}`);
    await prices(page).first().waitFor({ timeout: 30_000 });
    // A card whose property has its own marker (not one inside a cluster).
    await expect.poll(() => markerIds(page), { timeout: 20_000 }).not.toHaveLength(0);
    const withMarker = new Set(await markerIds(page));
    const listed = await page
      .locator('[data-property-id]:has(article)')
      .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.propertyId ?? ''));
    const id = listed.find((listedId) => withMarker.has(listedId));
    if (!id) throw new Error('no card of the first page has its own marker');
    const card = page.locator(`[data-property-id="${id}"]:has(article)`);
    await card.hover();
    const marked = mapOf(page).locator('.search-map-marker.is-highlighted');
    await expect.poll(() => marked.getAttribute('data-property-id')).toBe(id);
    expect(await marked.count()).toBe(1);
    // And the other way round: the pointer on a marker rings its card.
    await page.mouse.move(0, 0);
    await marked.waitFor({ state: 'detached' });
    // The marker nearest the map's centre: one near an edge may join a cluster when opening its card pans the
    // map (its cell-mates come into view), which closes the card.
    const markerId = await mapOf(page).evaluate((map) => {
      const frame = map.getBoundingClientRect();
      const centre = [frame.x + frame.width / 2, frame.y + frame.height / 2] as const;
      const distance = (element: Element) => {
        const box = element.getBoundingClientRect();
        return Math.hypot(box.x + box.width / 2 - centre[0], box.y + box.height / 2 - centre[1]);
      };
      const markers = [...map.querySelectorAll<HTMLElement>('.search-map-marker[data-property-id]')];
      markers.sort((a, b) => distance(a) - distance(b));
      return markers[0]?.dataset.propertyId;
    });
    if (!markerId) throw new Error('the map has no marker');
    const marker = mapOf(page).locator(
      `.search-map-marker[data-property-id="${markerId}"] .search-map-price`,
    );
    // Markers may overlap: the event goes to this one, as the pointer entering it would.
    await marker.dispatchEvent('mouseover');
    await expect
      .poll(() => page.locator('[data-highlighted]').getAttribute('data-property-id'))
      .toBe(markerId);

    // A click opens its small card, whose link opens the property in the app.
    await marker.dispatchEvent('click');
    const popup = mapOf(page).locator('.leaflet-popup');
    await popup.getByRole('link', { name: 'Ver detalles' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/propiedad\//);
    const response = await page.request.get(`/api/v1/properties/${markerId}`);
    expect(response.status()).toBe(200);
    const { property } = (await response.json()) as { property: { slug: string } };
    expect(new URL(page.url()).pathname).toBe(`/propiedad/${property.slug}`);
  });

  it("draws a zone: within= in the address, only what lies inside, and 'Borrar zona' clears it", async () => {
    const page = await newMapPage(browser);
    await page.goto(`/propiedades?vista=mapa&bbox=${LIMA}`);
    await prices(page).first().waitFor({ timeout: 30_000 });
    const map = await mapInView(page);
    await page.getByRole('button', { name: 'Dibujar zona' }).click();
    await page.getByRole('button', { name: 'Cancelar dibujo' }).waitFor();
    const corners: [number, number][] = [
      [0.25, 0.25],
      [0.75, 0.3],
      [0.7, 0.75],
      [0.3, 0.7],
    ];
    for (const corner of corners) await clickMap(page, map, corner);
    await clickMap(page, map, corners[0] as [number, number]);

    await expect.poll(() => query(page).within, { timeout: 10_000 }).toBeTruthy();
    const { within } = query(page) as { within: string };
    // The zone is the area now: the searched box goes.
    expect(query(page).bbox).toBeUndefined();
    const inside = await apiTotal(page, { within });
    expect(inside).toBeGreaterThan(0);
    expect(inside).toBeLessThan(await apiTotal(page, { bbox: LIMA }));
    await expectTotal(page, inside);
    await page.getByRole('button', { name: 'Quitar filtro: Zona dibujada' }).waitFor();
    // The zone stays drawn on the map.
    await mapOf(page).locator('svg path').first().waitFor();

    await page.getByRole('button', { name: 'Borrar zona' }).click();
    await expect.poll(() => query(page).within).toBeUndefined();
    await expectTotal(page, await apiTotal(page, {}));
  });
});
