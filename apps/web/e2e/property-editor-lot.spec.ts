import { describe, expect, it } from 'vitest';
import { callApi, signInThroughApi, waitForAddress } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { placeMarker } from './support/map-drawing.ts';
import {
  field,
  fillLocation,
  findByTitle,
  manager,
  next,
  password,
  signInToMyProperties,
  stepTitle,
} from './support/property-editor.ts';

/* The property editor on a phone: a lot with a marker, created and published from the review step. */

describe('property editor: a lot', () => {
  const browser = useBrowser();

  it('creates a lot with a marker and publishes it from the review step', async () => {
    const token = await signInThroughApi(manager, password);
    const page = await browser.newPage({ width: 390, height: 844 });
    const title = `Lote urbano e2e ${Date.now().toString(36)}`;
    await signInToMyProperties(page);
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
});
