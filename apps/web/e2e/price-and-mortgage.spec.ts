import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForLoginScreenToLeave } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/*
 * What it would cost (docs/product/price-and-mortgage.md): the company lowers a flat to S/ 140,000, within
 * MiVivienda's band "más de S/ 98,100 a S/ 146,900"; a visitor reads its price history, the band's badge
 * and bono, and simulates a 15-year loan with 10 % down and the bono; the admin records a new reference
 * rate and the simulator's prefill follows.
 */

const PASSWORD = 'InmoPeru2026!';
/** The page writes a no-break space after the currency; matched with any space. */
const money = (text: string) => new RegExp(text.replace(/[$/()]/g, '\\$&').replace(/ /g, '\\s'));

async function aFlatOnSale(): Promise<{ slug: string; offerId: number; companySlug: string }> {
  const answer = await callApi(
    '/properties?operation=sale&property_detail_type=ApartmentResource&per_page=50',
  );
  const flats = (answer.body as PropertyListResponse).properties;
  const flat =
    flats.find((p) => p.company.slug === 'andes-inmobiliaria' && p.listings.length === 1) ?? flats[0];
  const offer = flat?.listings.find((listing) => listing.operation === 'sale');
  if (!flat || !offer) throw new Error('La demo no tiene departamentos en venta');
  return { slug: flat.slug, offerId: offer.id, companySlug: flat.company.slug };
}

const simulatorField = (page: Page, label: RegExp) => page.getByLabel(label);

describe('price history, the mortgage simulator and MiVivienda', () => {
  const browser = useBrowser();

  it('a visitor simulates the loan of a flat within a MiVivienda band, with the bono', async () => {
    const flat = await aFlatOnSale();
    const staff =
      flat.companySlug === 'andes-inmobiliaria' ? 'gerente@andesinmobiliaria.pe' : 'admin@inmoperu.pe';
    const token = await signInThroughApi(staff, PASSWORD);
    const lowered = await callApi(`/listings/${flat.offerId}`, {
      method: 'PATCH',
      body: { listing: { price: 140000, currency: 'PEN' } },
      token,
    });
    expect(lowered.status).toBe(200);

    const page = await browser.newPage();
    await page.goto(`/propiedad/${flat.slug}`);
    await page.getByText(money('Apto Crédito MiVivienda · Bono del Buen Pagador S/ 22,800')).waitFor();
    await page.getByText('Fondo MIVIVIENDA', { exact: false }).first().waitFor();
    const history = page.getByRole('region', { name: 'Historial de precios' });
    await history.getByText(money('S/ 140,000')).waitFor();

    const simulator = page.getByRole('region', { name: 'Simulador de crédito hipotecario' });
    // The simulator loads when it comes near the window, as a visitor scrolls down to it.
    await simulator.scrollIntoViewIfNeeded();
    expect(await simulatorField(page, /^Precio del inmueble/).inputValue()).toBe('140000');
    expect(await simulatorField(page, /^Tasa efectiva anual/).inputValue()).toBe('9.5');
    await simulatorField(page, /^Plazo/).fill('15');
    await simulatorField(page, /^Cuota inicial \(%\)/).fill('10');
    expect(await simulatorField(page, /^Cuota inicial \(monto\)/).inputValue()).toBe('14000');
    await simulator.getByRole('checkbox', { name: /Aplicar el Bono del Buen Pagador/ }).check();
    // packages/shared/src/mortgage/amortization.test.ts: 103,200 over 180 months at TEA 9.5 %, desgravamen
    // 0.03 % and insurance 0.30 % a year pay S/ 1,110.76 a month.
    await simulator.getByTestId('monthly-payment').getByText(money('S/ 1,110.76')).waitFor();
    await expectAccessible(page, 'detalle: simulador');

    // Whatever is typed, a message and never NaN or a negative amount.
    await simulatorField(page, /^Plazo/).fill('45');
    await simulator.getByText('El plazo debe ser de 5 a 30 años').waitFor();
    await simulatorField(page, /^Tasa efectiva anual/).fill('abc');
    await simulator.getByText('La TEA debe estar entre 0% y 50%').waitFor();
    expect(await simulator.getByTestId('monthly-payment').textContent()).not.toMatch(/NaN|-/);
  });

  it('the admin records a new reference rate and the simulator starts from it', async () => {
    const flat = await aFlatOnSale();
    const admin = await browser.newPage();
    await admin.goto(`/login?returnUrl=${encodeURIComponent('/admin?seccion=credito-hipotecario')}`);
    await submitLoginForm(admin, 'admin@inmoperu.pe', PASSWORD);
    await waitForLoginScreenToLeave(admin);
    await admin.getByText('Verificar con el último decreto').waitFor();
    await admin.getByLabel('TEA de referencia (%)').fill('55');
    await admin.getByLabel('Fuente (SBS, entidad...)').fill('SBS');
    await admin.getByLabel('Seguro de desgravamen (% mensual del saldo)').fill('0.03');
    await admin.getByLabel('Seguro del inmueble (% anual del valor)').fill('0.3');
    await admin.getByRole('button', { name: 'Registrar parámetros' }).click();
    await admin.getByText('TEA de referencia: La TEA de referencia debe estar entre 0% y 50%').waitFor();
    await admin.getByLabel('TEA de referencia (%)').fill('8.25');
    await admin.getByRole('button', { name: 'Registrar parámetros' }).click();
    await admin.getByText('TEA de referencia registrada: 8.25%').waitFor();
    await expectAccessible(admin, 'consola: crédito hipotecario');

    const visitor = await browser.newPage({ width: 390, height: 844 });
    await visitor.goto(`/propiedad/${flat.slug}`);
    await visitor.getByRole('region', { name: 'Simulador de crédito hipotecario' }).scrollIntoViewIfNeeded();
    const tea = simulatorField(visitor, /^Tasa efectiva anual/);
    await tea.waitFor();
    expect(await tea.inputValue()).toBe('8.25');
  });
});
