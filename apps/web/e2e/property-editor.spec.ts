import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { drawPolygon, placeMarker } from './support/map-drawing.ts';

/*
 * The property editor (docs/product/signed-in-area.md §2.3) end to end, as the manager of the first demo company: a house created
 * through the five steps with photos, an uploaded video and an outline drawn on the map; published from the
 * list and seen on its public page; then edited (photos removed, added and reordered, another district).
 * A lot with a marker is created and published from the review step; a missing property's edit address
 * returns to the list.
 */

const manager = 'gerente@andesinmobiliaria.pe';
const password = 'InmoPeru2026!';

type Rgb = [number, number, number];
const red: Rgb = [200, 40, 40];
const blue: Rgb = [40, 70, 200];
const green: Rgb = [40, 160, 60];

/** A plain-colour PNG as the file picker hands it over. */
async function photo(name: string, colour: Rgb) {
  const [r, g, b] = colour;
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The smallest MP4 the server accepts: an ISO-BMFF `ftyp` box, a `free` box, then padding. */
function mp4Video() {
  const box = (type: string, payload: Buffer) => {
    const size = Buffer.alloc(4);
    size.writeUInt32BE(8 + payload.length);
    return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
  };
  const head = Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2avc1mp41')]),
    ),
    box('free', Buffer.alloc(0)),
  ]);
  return {
    name: 'recorrido.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.concat([head, Buffer.alloc(32 * 1024 - head.length, 7)]),
  };
}

/** The average colour of an image the server serves, to tell the generated photos apart. */
async function averageColour(url: string): Promise<Rgb> {
  const response = await fetch(new URL(url, inject('baseURL')));
  expect(response.status).toBe(200);
  const { channels } = await sharp(Buffer.from(await response.arrayBuffer())).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean].map(Math.round) as Rgb;
}

const closeTo = (actual: Rgb, expected: Rgb) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) < 25);

async function signIn(page: Page): Promise<void> {
  await page.goto('/dashboard/properties');
  await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fproperties');
  await submitLoginForm(page, manager, password);
  await waitForAddress(page, '/dashboard/properties');
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Chooses an option of a native select once the catalogue has loaded it. */
async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

async function fillLocation(
  page: Page,
  address: string,
  [region, province, district]: [string, string, string],
): Promise<void> {
  await stepTitle(page, 'Ubicación').waitFor();
  await expectAccessible(page, 'editor: Ubicación');
  await field(page, 'Dirección').fill(address);
  await choose(field(page, 'Departamento'), region);
  await choose(field(page, 'Provincia'), province);
  await choose(field(page, 'Distrito'), district);
}

async function detailOf(slug: string, token: string): Promise<PropertyDetail> {
  const answer = await callApi(`/properties/${encodeURIComponent(slug)}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as PropertyDetailResponse).property;
}

async function findByTitle(title: string, token: string): Promise<PropertyDetail> {
  const answer = await callApi(`/my_properties?per_page=100&sort=recent`, { token });
  const summary = (answer.body as MyPropertiesResponse).properties.find((p) => p.title === title);
  if (!summary) throw new Error(`${title} no está en /my_properties`);
  return detailOf(summary.slug, token);
}

/** The photos of the public page's gallery, in order, as their average colours. */
async function galleryColours(property: PropertyDetail): Promise<Rgb[]> {
  return Promise.all(
    [...property.photos].sort((a, b) => a.position - b.position).map((p) => averageColour(p.thumbnail_url)),
  );
}

describe('property editor', () => {
  const browser = useBrowser();

  it('creates a house with photos, a video and an outline, publishes it, then edits its photos and district', async () => {
    const token = await signInThroughApi(manager, password);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const title = `Casa con jardín e2e ${Date.now().toString(36)}`;
    await signIn(page);

    // Step 1.
    await page.getByRole('link', { name: 'Nueva Propiedad' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();
    await expectAccessible(page, 'editor: Información Básica');
    const create = page.getByRole('button', { name: 'Crear Propiedad' });
    expect(await create.isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    await field(page, 'Título').fill(title);
    await field(page, 'Descripción').fill('Casa de dos pisos con jardín, cerca del parque.');
    await field(page, 'Precio').fill('385000');
    await field(page, 'Área (m²)').fill('210.5');
    expect(await field(page, 'Categoría').inputValue()).toBe('HouseResource');
    await next(page).click();

    // Step 2: Lima / Lima / Miraflores.
    await fillLocation(page, 'Calle Los Pinos 123', ['15', '1501', '150122']);
    expect(await create.isDisabled()).toBe(false);
    await next(page).click();

    // Step 3: two photos and a video file.
    await stepTitle(page, 'Fotos').waitFor();
    await expectAccessible(page, 'editor: Fotos');
    await page
      .getByLabel('Seleccionar fotos')
      .setInputFiles([await photo('fachada.png', red), await photo('sala.png', blue)]);
    await page.getByLabel(/Seleccionar video/).setInputFiles(mp4Video());
    await page.getByText('recorrido.mp4').first().waitFor();
    await next(page).click();

    // Step 4: house fields and an outline.
    await stepTitle(page, 'Detalles y Mapa').waitFor();
    await expectAccessible(page, 'editor: Detalles y Mapa');
    await field(page, 'Dormitorios').fill('3');
    await field(page, 'Baños').fill('2.5');
    await page.getByLabel('Jardín').check();
    await drawPolygon(page, [
      [200, 180],
      [400, 180],
      [400, 340],
      [200, 340],
    ]);
    await next(page).click();

    // Step 5: the review shows what will be saved.
    await stepTitle(page, 'Revisión').waitFor();
    const review = page.getByRole('region', { name: 'Detalles y Mapa' });
    await review.getByText(/Polígono de 4 vértices/).waitFor();
    await expectAccessible(page, 'editor: Revisión');
    expect(await page.getByRole('region', { name: 'Ubicación' }).getByText('Miraflores').count()).toBe(1);
    expect(await page.getByRole('list', { name: 'Fotos en orden' }).getByRole('img').count()).toBe(2);
    await create.first().click();

    await waitForAddress(page, '/dashboard/properties');
    await page.getByText('✅ Propiedad guardada con 2 fotos subidas exitosamente.').waitFor();

    const created = await findByTitle(title, token);
    expect(created.status).toBe('draft');
    expect(created.property_detail).toMatchObject({
      type: 'HouseResource',
      bedrooms: 3,
      bathrooms: 2.5,
      garden: true,
    });
    expect(created.polygon_coordinates).toHaveLength(5);
    expect(created.ubigeo.district).toBe('150122');
    expect(created.video?.file_url).toBeTruthy();
    expect((await galleryColours(created)).map((c) => [closeTo(c, red), closeTo(c, blue)])).toEqual([
      [true, false],
      [false, true],
    ]);

    // Publish it from the list.
    await page.getByLabel('Buscar').fill(title);
    const card = page.getByRole('article', { name: title, exact: true });
    await card.getByRole('button', { name: 'Publicar' }).click();
    await page.getByText(`Propiedad publicada: ${title}`).waitFor();

    // Its public page: the two photos and the outline on the map.
    await page.goto(`/propiedad/${created.slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('gallery-counter').textContent()).toBe('1 de 2');
    // The map starts once scrolled near (it stays off a phone's first download).
    await page.getByTestId('property-map').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-overlay-pane path.leaflet-interactive').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('address-block').textContent()).toContain('Miraflores');

    // Edit: remove the red photo, add a green one and make it the main photo, move to San Isidro.
    await page.goto(`/dashboard/properties/edit/${created.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Editar Propiedad' }).waitFor();
    expect(await field(page, 'Título').inputValue()).toBe(title);
    await page
      .getByRole('button', { name: /^Fotos/ })
      .last()
      .click();
    await page.getByRole('button', { name: 'Eliminar la foto 1' }).click();
    await page
      .getByRole('group', { name: '¿Eliminar esta foto?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.poll(async () => (await detailOf(created.slug, token)).photos.length).toBe(1);
    await page.getByLabel('Seleccionar fotos').setInputFiles([await photo('jardin.png', green)]);
    await page.getByRole('button', { name: 'Hacer principal la foto 2' }).click();
    await page
      .getByRole('button', { name: /^Ubicación/ })
      .last()
      .click();
    await choose(field(page, 'Distrito'), '150131');
    await page.getByRole('button', { name: 'Actualizar Propiedad' }).first().click();

    await waitForAddress(page, '/dashboard/properties');
    await page.getByText('✅ Propiedad guardada con 1 fotos subidas exitosamente.').waitFor();
    const edited = await detailOf(created.slug, token);
    expect(edited.status).toBe('published');
    expect(edited.ubigeo.district).toBe('150131');
    expect((await galleryColours(edited)).map((c) => [closeTo(c, green), closeTo(c, blue)])).toEqual([
      [true, false],
      [false, true],
    ]);

    await page.goto(`/propiedad/${created.slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByTestId('gallery-counter').textContent()).toBe('1 de 2');
    expect(await page.getByTestId('address-block').textContent()).toContain('San Isidro');
    expect(pageErrors).toEqual([]);
  });

  it('creates a lot with a marker and publishes it from the review step', async () => {
    const token = await signInThroughApi(manager, password);
    const page = await browser.newPage({ width: 390, height: 844 });
    const title = `Lote urbano e2e ${Date.now().toString(36)}`;
    await signIn(page);
    await page.goto('/dashboard/properties/new');
    await page.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();

    await field(page, 'Título').fill(title);
    await field(page, 'Descripción').fill('Lote plano con todos los servicios.');
    await field(page, 'Tipo de propiedad').selectOption('land');
    expect(await field(page, 'Categoría').inputValue()).toBe('LandResource');
    await field(page, 'Categoría').selectOption('LotResource');
    await field(page, 'Precio').fill('120000');
    await field(page, 'Moneda').selectOption('PEN');
    await field(page, 'Área (m²)').fill('300');
    await next(page).click();
    await fillLocation(page, 'Mz. B Lt. 12', ['04', '0401', '040101']);
    await next(page).click();
    await next(page).click();
    await stepTitle(page, 'Detalles y Mapa').waitFor();
    await field(page, 'Frente').fill('10');
    await field(page, 'Fondo').fill('30');
    await page.getByLabel('Agua').check();
    await placeMarker(page, 150, 200);
    await next(page).click();
    await stepTitle(page, 'Revisión').waitFor();
    await page
      .getByRole('region', { name: 'Detalles y Mapa' })
      .getByText(/Punto en -\d/)
      .waitFor();
    await page.getByRole('button', { name: 'Guardar y publicar' }).click();

    await waitForAddress(page, '/dashboard/properties');
    await page.getByText(`Propiedad guardada: ${title}`).waitFor();
    const lot = await findByTitle(title, token);
    expect(lot).toMatchObject({
      status: 'published',
      property_detail_type: 'LotResource',
      property_type: 'land',
      currency: 'PEN',
      polygon_coordinates: null,
    });
    expect(lot.property_detail).toMatchObject({ front_m: 10, depth_m: 30, water: true });
    expect(lot.latitude).not.toBeNull();
    expect(lot.ubigeo).toEqual({ department: '04', province: '0401', district: '040101' });

    const publicAnswer = await callApi(`/properties/${lot.slug}`);
    expect(publicAnswer.status).toBe(200);
  });

  it("returns to the list from the edit address of a property that doesn't exist", async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.goto('/dashboard/properties/edit/no-existe-esta-propiedad');
    await waitForAddress(page, '/dashboard/properties');
    await page.getByText('Error al cargar la propiedad').waitFor();
  });
});
