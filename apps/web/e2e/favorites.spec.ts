import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import { signInWithStoredSession } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/** A seeded demo account (apps/api/src/seed/accounts.ts). */
const demo = { email: 'gerente@andesinmobiliaria.pe', password: 'InmoPeru2026!' };

const signIn = (page: Page) => signInWithStoredSession(page, demo.email, demo.password);

async function favoriteSlugs(page: Page, token: string): Promise<string[]> {
  const response = await page.request.get('/api/v1/user/favorites?per_page=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as PropertyListResponse).properties.map((p) => p.slug);
}

const countLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Mostrando' });
const cardOf = (page: Page, slug: string) =>
  page.locator('article', { has: page.locator(`h2 a[href="/propiedad/${slug}"]`) });
const heartOf = (page: Page, slug: string) => cardOf(page, slug).getByRole('button', { name: 'Favorito' });

/** The slug of the first card whose heart is empty. */
async function firstSlugNotFavorited(page: Page): Promise<string> {
  const card = page
    .locator('article', { has: page.getByRole('button', { name: 'Favorito', pressed: false }) })
    .first();
  const href = await card.locator('h2 a').getAttribute('href');
  return href!.replace('/propiedad/', '');
}

describe('favourites from the listing', () => {
  const browser = useBrowser();

  it('sends a guest to login with the address to come back to, and back there after signing in', async () => {
    const page = await browser.newPage();
    await page.goto('/propiedades?region=15');
    await countLine(page).waitFor();
    await page.locator('article').first().getByRole('button', { name: 'Favorito' }).click();
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fpropiedades%3Fregion%3D15');

    await page.getByLabel('Correo electrónico').fill(demo.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/propiedades' && url.search === '?region=15');
    await countLine(page).waitFor();
  });

  it('lets a signed-in user add and remove a favourite, and the state survives a reload', async () => {
    const page = await browser.newPage();
    const token = await signIn(page);
    await page.reload();
    await countLine(page).waitFor();

    // The first card the user has not favourited yet.
    const slug = await firstSlugNotFavorited(page);
    expect(await favoriteSlugs(page, token)).not.toContain(slug);

    const added = page.waitForResponse(
      (r) => r.url().endsWith('/favorite') && r.request().method() === 'POST',
    );
    await heartOf(page, slug).click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => heartOf(page, slug).getAttribute('aria-pressed')).toBe('true');
    expect(await favoriteSlugs(page, token)).toContain(slug);
    expect(new URL(page.url()).pathname).toBe('/'); // the card did not open

    await page.reload();
    await countLine(page).waitFor();
    await expect.poll(() => heartOf(page, slug).getAttribute('aria-pressed')).toBe('true');

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/unfavorite') && r.request().method() === 'DELETE',
    );
    await heartOf(page, slug).click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => heartOf(page, slug).getAttribute('aria-pressed')).toBe('false');
    expect(await favoriteSlugs(page, token)).not.toContain(slug);

    await page.reload();
    await countLine(page).waitFor();
    await expect.poll(() => heartOf(page, slug).getAttribute('aria-pressed')).toBe('false');
  });

  it('leaves the heart unchanged when the server refuses', async () => {
    const page = await browser.newPage();
    await signIn(page);
    await page.reload();
    await countLine(page).waitFor();
    await page.route('**/api/v1/properties/*/favorite', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal', message: 'Error interno' }),
      }),
    );
    const slug = await firstSlugNotFavorited(page);
    const failed = page.waitForResponse((r) => r.url().endsWith('/favorite'));
    await heartOf(page, slug).click();
    expect((await failed).status()).toBe(500);
    await expect.poll(() => heartOf(page, slug).getAttribute('aria-busy')).toBeNull();
    expect(await heartOf(page, slug).getAttribute('aria-pressed')).toBe('false');
  });
});
