import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ExchangeRateResponse } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { callApi, submitLoginForm, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/*
 * Offers end to end: an agent publishes a flat for rent in soles through the editor's 'Operación'
 * block; a visitor switches the listing to 'Alquilar', sets a maximum in dollars and two bedrooms, finds
 * it with its 'Alquiler' badge, its monthly price, the other currency and the price per m², reloads the
 * address to the same results, and opens it to the same prices and its similar properties.
 */

const agent = 'agente@andesinmobiliaria.pe';
const password = 'InmoPeru2026!';
const miraflores = ['15', '1501', '150122'] as const;
const area = 80;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
/** Intl writes a no-break space after the currency; the page's text is matched with any space. */
const money = (text: string) => new RegExp(text.replace(/[$/()]/g, '\\$&').replace(/ /g, '\\s'));

async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

/**
 * A monthly rent in soles close to a published flat for rent in Miraflores, so the similar properties
 * (same operation and type, same district, ±25%) have at least that one.
 */
async function rentNextToANeighbour(): Promise<number> {
  const answer = await callApi(
    `/properties?operation=rent&property_detail_type=ApartmentResource&district=${miraflores[2]}&per_page=1`,
  );
  const neighbour = (answer.body as PropertyListResponse).properties[0];
  const offer = neighbour?.listings.find((listing) => listing.operation === 'rent');
  if (!offer) throw new Error('La demo no tiene departamentos en alquiler en Miraflores');
  return Math.round(Number(offer.price_pen) / 10) * 10;
}

describe('renting a flat', () => {
  const browser = useBrowser();

  it('an agent publishes a flat for rent in soles and a visitor finds it by rent, dollars and bedrooms', async () => {
    const rent = await rentNextToANeighbour();
    const rateAnswer = await callApi('/exchange_rate');
    const rate = Number((rateAnswer.body as ExchangeRateResponse).exchange_rate.rate);
    const title = `Departamento en alquiler e2e ${Date.now().toString(36)}`;
    const format = (value: number) => new Intl.NumberFormat('en-US').format(Math.round(value));

    // The agent: step 1 with the 'Operación' block, Miraflores, two bedrooms, published from the review.
    const agentPage = await browser.newPage();
    await agentPage.goto('/dashboard/properties/new');
    await waitForAddress(agentPage, '/login', '?returnUrl=%2Fdashboard%2Fproperties%2Fnew');
    await submitLoginForm(agentPage, agent, password);
    await agentPage.getByRole('heading', { level: 1, name: 'Nueva Propiedad' }).waitFor();
    await field(agentPage, 'Título').fill(title);
    await field(agentPage, 'Descripción').fill('Departamento de dos dormitorios con vista al parque.');
    await field(agentPage, 'Categoría').selectOption('ApartmentResource');
    await agentPage.getByRole('checkbox', { name: 'Alquiler' }).check();
    await field(agentPage, 'Precio mensual').fill(String(rent));
    expect(await field(agentPage, 'Moneda del alquiler').inputValue()).toBe('PEN');
    await field(agentPage, 'Mantenimiento').fill('250');
    await field(agentPage, 'Plazo mínimo (meses)').fill('12');
    await field(agentPage, 'Área (m²)').fill(String(area));
    await expectAccessible(agentPage, 'editor: Operación');
    await agentPage.getByRole('button', { name: 'Siguiente' }).click();

    await stepTitle(agentPage, 'Ubicación').waitFor();
    await field(agentPage, 'Dirección').fill('Calle Schell 320');
    await choose(field(agentPage, 'Departamento'), miraflores[0]);
    await choose(field(agentPage, 'Provincia'), miraflores[1]);
    await choose(field(agentPage, 'Distrito'), miraflores[2]);
    await agentPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(agentPage, 'Fotos').waitFor();
    await agentPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(agentPage, 'Detalles y Mapa').waitFor();
    await field(agentPage, 'Dormitorios').fill('2');
    await agentPage.getByRole('button', { name: 'Siguiente' }).click();
    await stepTitle(agentPage, 'Revisión').waitFor();
    await agentPage
      .getByRole('region', { name: 'Información Básica' })
      .getByText(money(`S/ ${format(rent)} /mes`))
      .waitFor();
    await agentPage.getByRole('button', { name: 'Guardar y publicar' }).click();
    await waitForAddress(agentPage, '/dashboard/properties');
    await agentPage.getByText(`Propiedad guardada: ${title}`).waitFor();

    // The visitor: Alquilar, a maximum in dollars above the rent, two bedrooms, and the title's words.
    const page = await browser.newPage();
    await page.goto('/propiedades');
    // The switch's radios are drawn as segments: a person clicks the segment's text.
    await page.getByRole('radiogroup', { name: 'Operación' }).getByText('Alquilar').click();
    await waitForAddress(page, '/propiedades', '?operation=rent');
    await page.getByLabel('Moneda del precio').selectOption('USD');
    const maxUsd = Math.ceil((rent / rate) * 1.1);
    await page.getByLabel('Precio máximo').fill(String(maxUsd));
    await page.getByLabel('Precio máximo').press('Enter');
    await page.getByRole('button', { name: 'Dormitorios: 2 o más' }).click();
    await page.getByRole('searchbox').first().fill(title);
    await page.getByRole('searchbox').first().press('Enter');
    const expectedSearch = new URLSearchParams({
      search: title,
      operation: 'rent',
      currency: 'USD',
      max_price: String(maxUsd),
      min_bedrooms: '2',
    });
    await waitForAddress(page, '/propiedades', `?${expectedSearch.toString()}`);

    const checkCard = async () => {
      // The previous answer stays on screen while the next loads: wait for the narrowed count first.
      await page
        .getByRole('status')
        .filter({ hasText: /^Mostrando 1 de 1 propiedad$/ })
        .waitFor();
      const card = page.getByRole('article').filter({ hasText: title });
      await card.waitFor();
      await card.getByText('Alquiler', { exact: true }).waitFor();
      await card.getByText(money(`S/ ${format(rent)} /mes`)).waitFor();
      await card.getByText(new RegExp(`≈\\s(US\\$|USD)\\s${format(rent / rate)}\\s/mes`)).waitFor();
      await card.getByText(money(`S/ ${format(rent / area)}/m² al mes`)).waitFor();
      expect(await page.getByRole('article').count()).toBe(1);
    };
    await checkCard();
    await page.getByRole('list', { name: 'Filtros activos' }).getByText(/Hasta/).waitFor();
    await expectAccessible(page, 'listado: Alquilar con filtros');

    // The address alone gives the same results.
    await page.reload();
    await checkCard();
    expect(await page.getByRole('radio', { name: 'Alquilar' }).isChecked()).toBe(true);

    // The detail: the same prices, and similar flats.
    await page.getByRole('link', { name: title }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const prices = page.getByRole('region', { name: '¿Te interesa esta propiedad?' });
    await prices.getByText('Alquiler', { exact: true }).waitFor();
    await prices.getByText(money(`S/ ${format(rent)} /mes`)).waitFor();
    await prices.getByText(new RegExp(`≈\\s(US\\$|USD)\\s${format(rent / rate)}\\s/mes`)).waitFor();
    await prices.getByText(/^Tipo de cambio \d/).waitFor();
    await prices.getByText(money(`S/ ${format(rent / area)}/m² al mes`)).waitFor();
    // The foot of the page (similar properties) loads when the visitor comes near it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const similar = page.getByRole('list', { name: 'Propiedades similares' });
    await similar.waitFor();
    expect(await similar.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await similar.getByText(title).count()).toBe(0);
    await expectAccessible(page, 'detalle: precios y similares');
  });
});
