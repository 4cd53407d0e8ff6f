import { describe, expect, it } from 'vitest';
import { RENT_PERIOD_SUFFIX } from '@inmuebles/shared/properties/format';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { useBrowser } from './support/browser.ts';
import { getJson, listCompanies } from './support/companies.ts';

/*
 * The phone layout as a visitor sees it: on a phone the results come first and the detail keeps a contact bar in
 * reach; the company page names the company's own address; a rent reads per month; after a route change
 * the focus is on the new page's main heading.
 */

const PHONE = { width: 390, height: 844 };

describe('phones first and facts', () => {
  const browser = useBrowser();

  it('shows the first result card within the first screen of /propiedades at 390 px, filters behind "Filtros"', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/propiedades');
    const card = page.locator('article').first();
    await card.locator('h2 a').waitFor();
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThan(0);
    expect(box.y).toBeLessThan(PHONE.height - 100);

    // The filters wait behind one button, in a full-screen panel.
    expect(await page.getByRole('group', { name: 'Filtros' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('dialog', { name: 'Filtros' });
    await panel.waitFor();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    // 'Ver N resultados' once the count of the pending filters arrives.
    await panel.getByRole('button', { name: /^Ver (\d+ )?resultados?$/ }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it("shows the first card's price and its rooms and area well within the first screen, WhatsApp on the card", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/propiedades');
    const card = page.locator('article').first();
    await card.locator('h2 a').waitFor();
    // Before: the first price at y=763 of 844, its area below the fold.
    const price = (await card.locator('p.text-xl').first().boundingBox())!;
    expect(price.y).toBeLessThan(700);
    const facts = (await card
      .getByText(/^Características:/)
      .locator('..')
      .boundingBox())!;
    expect(facts.y + facts.height).toBeLessThanOrEqual(PHONE.height);

    // Every demo card with a phone writes to it on WhatsApp, naming the listing's code and address.
    const whatsapp = page.locator('article').getByRole('link', { name: 'WhatsApp' }).first();
    const url = new URL((await whatsapp.getAttribute('href'))!);
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toMatch(
      new RegExp(`^Hola, me interesa IP-\\d{5}: .+ ${browser.baseURL}/propiedad/[\\w-]+$`),
    );
  });

  it('keeps a contact bar with the price, WhatsApp and "Contactar" on screen on a phone, and focuses the heading', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/propiedades');
    const link = page.locator('article h2 a').first();
    const title = (await link.textContent())!.trim();
    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor();
    // The route change put the focus on the new page's main heading.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    const bar = page.getByRole('region', { name: 'Contacto rápido' });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height);
    expect(barBox.y).toBeGreaterThan(PHONE.height / 2);
    expect(await bar.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
    await page.mouse.wheel(0, 2500);
    await expect
      .poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height)
      .toBeLessThanOrEqual(PHONE.height);
    await bar.getByRole('button', { name: 'Contactar' }).click();
    await page.getByRole('form', { name: 'Formulario de contacto' }).waitFor();
  });

  it("shows the company's own address on its page", async () => {
    const misti = (await listCompanies()).find((company) => company.slug === 'inmobiliaria-misti')!;
    expect(misti.address).toContain('Arequipa');
    const page = await browser.newPage();
    await page.goto(`/empresa/${misti.slug}`);
    await page.getByText(misti.address!, { exact: true }).first().waitFor();
    expect(await page.getByText('Lima, Perú', { exact: true }).count()).toBe(0);
  });

  it('writes a rent price per month on the card and on the detail', async () => {
    const { properties } = await getJson<PropertyListResponse>('/properties?operation=rent&per_page=1');
    const rent = properties[0]!;
    const page = await browser.newPage();
    await page.goto('/propiedades?operation=rent');
    // A card of a listing filtered by operation opens the property on that operation's offer.
    const card = page.locator('article', {
      has: page.locator(`h2 a[href="/propiedad/${rent.slug}?operation=rent"]`),
    });
    expect((await card.locator('p').first().textContent())!.trim()).toMatch(
      new RegExp(`${RENT_PERIOD_SUFFIX}$`),
    );

    await page.goto(`/propiedad/${rent.slug}`);
    const price = page.getByRole('region', { name: '¿Te interesa esta propiedad?' }).locator('p').nth(1);
    expect((await price.textContent())!.trim()).toMatch(/^(S\/|US\$|USD)\s[\d,]+ \/mes$/);
  });
});
