import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { activeOperation, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { getJson } from './support/companies.ts';
import { getDetail } from './support/property-detail.ts';

/* The property detail's gallery and full-screen viewer, reached from a listing card, with mouse and keyboard. */

const counter = (page: Page) => page.getByTestId('gallery-counter');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Fotos de la propiedad' });
/** Focus is inside an open modal dialog (a native one in the top layer, the page behind it inert). */
const isFocusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog:modal')));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe('property detail: the gallery', () => {
  const browser = useBrowser();

  it('opens from a listing card and walks the gallery and the full-screen viewer with mouse and keyboard', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    // A property of the listing's first page with more pictures than the strip shows.
    const firstPage = await getJson<PropertyListResponse>('/properties');
    const summary = firstPage.properties.find((p) => p.photos_count > 6);
    if (!summary) throw new Error('no property with more than 6 photos on the first page');
    const detail = await getDetail(summary.slug);
    const total = detail.photos.length;

    await page.goto('/');
    await page.getByRole('status').filter({ hasText: 'Mostrando' }).waitFor();
    await page.locator(`article h2 a[href="/propiedad/${summary.slug}"]`).click();
    await page.waitForURL(`**/propiedad/${summary.slug}`);
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    await expectAccessible(page, 'detalle de propiedad');
    await expect
      .poll(() => page.title())
      .toBe(
        `${summary.title} - ${formatOfferPrice(detail.price, detail.currency, activeOperation(detail.listings))} - InmoPerú`,
      );

    // The gallery: arrows wrap, the counter follows, 6 thumbnails with '+N' on the last.
    expect(await counter(page).textContent()).toBe(`1 de ${total}`);
    await page.getByRole('button', { name: 'Foto siguiente' }).first().click();
    expect(await counter(page).textContent()).toBe(`2 de ${total}`);
    await page.getByRole('button', { name: 'Foto anterior' }).first().click();
    await page.getByRole('button', { name: 'Foto anterior' }).first().click();
    expect(await counter(page).textContent()).toBe(`${total} de ${total}`);
    const strip = page.getByRole('list', { name: 'Miniaturas' });
    expect(await strip.getByRole('listitem').count()).toBe(6);
    const more = strip.getByRole('button', { name: `Ver ${total - 6} fotos más` });
    expect(await more.textContent()).toBe(`+${total - 6}`);
    await strip.getByRole('button', { name: 'Ver foto 3' }).click();
    expect(await counter(page).textContent()).toBe(`3 de ${total}`);
    // The third photo is shown: one of its renditions, the one the browser picked (AVIF at this width), or
    // its large version when it has none.
    const third = detail.photos[2];
    const thirdFiles = [
      third?.image_url,
      ...(third?.variants ?? []).flatMap((v) => [v.webp_url, v.avif_url]),
    ];
    const mainImage = page.getByRole('button', { name: 'Ver foto en pantalla completa' }).locator('img');
    await expect
      .poll(() => mainImage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname))
      .toBeOneOf(thirdFiles);

    // The viewer with the keyboard: opens at the '+N' picture, arrows wrap, Tab stays inside, Escape closes.
    await more.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    await expectAccessible(page, 'visor de fotos');
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    expect(await dialog(page).getByText(`6 de ${total}`).count()).toBe(1);
    expect(await bodyOverflow(page)).toBe('hidden');
    expect(await isFocusInside(page)).toBe(true);
    for (let i = 6; i < total; i++) await page.keyboard.press('ArrowRight');
    await dialog(page).getByText(`${total} de ${total}`).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog(page).getByText(`1 de ${total}`).waitFor();
    if (detail.photos[0]?.title) await dialog(page).getByText(detail.photos[0].title).first().waitFor();
    await page.keyboard.press('ArrowLeft');
    await dialog(page).getByText(`${total} de ${total}`).waitFor();
    for (let i = 0; i < total + 5; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await isFocusInside(page)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Ver ${total - 6} fotos más`,
    );

    // The viewer with the mouse: the main picture opens it, its buttons and thumbnails move, 'Cerrar' closes.
    await page.getByRole('button', { name: 'Ver foto en pantalla completa' }).click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('button', { name: 'Foto siguiente' }).click();
    await dialog(page).getByText(`1 de ${total}`).waitFor();
    await dialog(page).getByRole('button', { name: 'Ver foto 4' }).click();
    await dialog(page).getByText(`4 de ${total}`).waitFor();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await counter(page).textContent()).toBe(`4 de ${total}`);
    expect(pageErrors).toEqual([]);
  });
});
