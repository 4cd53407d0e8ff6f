import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { withoutFirstView } from './support/first-view.ts';
import { apiList, countLine, expectTitles, openListing, titlesOf } from './support/listing.ts';

/*
 * The public listing as a visitor first sees it, against the seeded demo catalogue: the first page and its
 * cards, the filters' first view, sharing a card, and the error panel. Filtering is in listing-filters.spec.ts,
 * sorting and paging in listing-sort-and-pages.spec.ts.
 */

describe('browse the public listing', () => {
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
