import { describe, expect, it } from 'vitest';
import { signInThroughApi, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { drawPolygon } from './support/map-drawing.ts';
import { closeTo, mp4Video, photo, type Rgb } from './support/media-files.ts';
import {
  choose,
  detailOf,
  field,
  fillLocation,
  findByTitle,
  galleryColours,
  manager,
  next,
  password,
  signInToMyProperties,
  stepTitle,
} from './support/property-editor.ts';

/*
 * The property editor (docs/product/signed-in-area.md §2.3) end to end, as the manager of the first demo company: a house created
 * through the five steps with photos, an uploaded video and an outline drawn on the map; published from the
 * list and seen on its public page; then edited (photos removed, added and reordered, another district).
 * A missing property's edit address returns to the list. A lot is in property-editor-lot.spec.ts.
 */

const red: Rgb = [200, 40, 40];
const blue: Rgb = [40, 70, 200];
const green: Rgb = [40, 160, 60];

describe('property editor', () => {
  const browser = useBrowser();

  it('creates a house with photos, a video and an outline, publishes it, then edits its photos and district', async () => {
    const token = await signInThroughApi(manager, password);
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const title = `Casa con jardín e2e ${Date.now().toString(36)}`;
    await signInToMyProperties(page);

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

  it("returns to the list from the edit address of a property that doesn't exist", async () => {
    const page = await browser.newPage();
    await signInToMyProperties(page);
    await page.goto('/dashboard/properties/edit/no-existe-esta-propiedad');
    await waitForAddress(page, '/dashboard/properties');
    await page.getByText('Error al cargar la propiedad').waitFor();
  });
});
