import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { featureTiles } from '@inmuebles/shared/properties/detail-fields';
import { propertyDetailTypes, type PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { activeOperation, formatOfferPrice } from '@inmuebles/shared/properties/format';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import type { PropertyListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { waitForMessages } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import { getJson, listCompanies, listCompanyProperties } from './support/companies.ts';
import { withoutFirstView } from './support/first-view.ts';

/*
 * The property detail screen as a visitor uses it, against the seeded demo catalogue. What each page
 * should show is asked from the API itself (and, for the tiles, from the shared featureTiles).
 */

/** A seeded demo account (apps/api/src/seed/accounts.ts). */
const demo = {
  email: 'gerente@andesinmobiliaria.pe',
  password: 'InmoPeru2026!',
  name: 'María Fernanda Quispe Rojas',
};

const listProperties = async (query = '') =>
  (await getJson<PropertyListResponse>(`/properties?per_page=100${query}`)).properties;
const getDetail = async (slug: string) =>
  (await getJson<PropertyDetailResponse>(`/properties/${slug}`)).property;

/** The first listed property whose detail satisfies `test`, reading details one by one. */
async function findDetail(test: (property: PropertyDetail) => boolean, query = ''): Promise<PropertyDetail> {
  for (const summary of await listProperties(query)) {
    const property = await getDetail(summary.slug);
    if (test(property)) return property;
  }
  throw new Error(`no seeded property matches ${test.toString()}`);
}

/** Signs in through the API (anti-forgery cookie + header) and stores the session as the login screen does. */
async function signIn(page: Page): Promise<void> {
  const csrf = (await (await page.request.get('/api/v1/csrf')).json()) as { csrf_token: string };
  const response = await page.request.post('/api/v1/auth/login', {
    data: { email: demo.email, password: demo.password },
    headers: { 'X-CSRF-Token': csrf.csrf_token },
  });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Opens a detail page and waits for its title. */
async function openDetail(page: Page, property: Pick<PropertySummary, 'slug' | 'title'>): Promise<void> {
  await page.goto(`/propiedad/${property.slug}`);
  await page.getByRole('heading', { level: 1, name: property.title }).waitFor();
}

/** Answers the detail of `slug` with the real answer changed by `change` (data the seed does not have). */
async function changeAnswer(
  page: Page,
  slug: string,
  change: (property: PropertyDetail) => PropertyDetail,
): Promise<void> {
  await withoutFirstView(page);
  await page.route(`**/api/v1/properties/${slug}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as PropertyDetailResponse;
    await route.fulfill({ response, json: { property: change(body.property) } });
  });
}

const counter = (page: Page) => page.getByTestId('gallery-counter');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Fotos de la propiedad' });
/** Focus is inside an open modal dialog (a native one in the top layer, the page behind it inert). */
const isFocusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog:modal')));
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

describe('property detail', () => {
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

  it('shows the feature tiles of each of the six detail types', async () => {
    const page = await browser.newPage();
    for (const type of propertyDetailTypes) {
      const [summary] = await listProperties(`&property_detail_type=${type satisfies PropertyDetailType}`);
      if (!summary) throw new Error(`no seeded ${type}`);
      const detail = await getDetail(summary.slug);
      expect(detail.property_detail?.type).toBe(type);
      const expected = featureTiles(detail).map((tile) => [tile.label, tile.value]);
      expect(expected.length).toBeGreaterThan(2);

      await openDetail(page, summary);
      const shown = await page
        .getByTestId('feature-tiles')
        .locator(':scope > div')
        .evaluateAll((tiles) =>
          tiles.map((tile) => [tile.querySelector('dt')?.textContent, tile.querySelector('dd')?.textContent]),
        );
      expect(shown, type).toEqual(expected);
    }
  });

  it("draws a polygon on the map once scrolled to and its delay has passed, and says 'Mapa no disponible' without location", async () => {
    const page = await browser.newPage();
    // No map tiles, whatever the machine's network: the test sees what a visitor without them sees.
    await page.route(/tile\.|arcgisonline|maptiles/, (route) => route.abort());
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const leafletRequests: string[] = [];
    page.on('request', (request) => {
      if (/leaflet/i.test(request.url())) leafletRequests.push(request.url());
    });

    // The listing never loads Leaflet.
    await page.goto('/');
    await page.getByRole('status').filter({ hasText: 'Mostrando' }).waitFor();
    expect(leafletRequests).toEqual([]);

    const withPolygon = await findDetail(
      (p) => (p.polygon_coordinates?.length ?? 0) > 3,
      '&property_detail_type=LotResource',
    );
    await openDetail(page, withPolygon);
    // Not while it is far below the window, nor before its 1 s delay...
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    // ...then, scrolled to, Leaflet arrives (tiles cannot load here: the polygon shows on the neutral background).
    await page.getByTestId('property-map').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor({ timeout: 10_000 });
    await page.locator('.leaflet-overlay-pane path.leaflet-interactive').waitFor();
    expect(leafletRequests.some((url) => url.includes('/assets/leaflet-map'))).toBe(true);
    const box = await page.getByTestId('property-map').boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(400);
    expect(await page.locator('.leaflet-overlay-pane path.leaflet-interactive').getAttribute('stroke')).toBe(
      '#1d4ed8',
    );
    const layers = page.locator('.leaflet-control-layers-base label');
    expect((await layers.allTextContents()).map((text) => text.trim())).toEqual([
      'Calles',
      'Híbrido',
      'Satélite',
      'Topográfico',
    ]);
    // The street map first, not satellite imagery.
    expect(await layers.first().locator('input').isChecked()).toBe(true);
    // Without tiles (refused here, as without internet) the map says so and the links still lead there.
    await page
      .getByRole('status')
      .filter({ hasText: 'No se pudo cargar el mapa de fondo. La ubicación se muestra igual' })
      .waitFor({ timeout: 15_000 });
    const directions = page.getByRole('list', { name: 'Cómo llegar' });
    expect(await directions.getByRole('link', { name: 'Abrir en Google Maps' }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=-?\d+\.\d{6},-?\d+\.\d{6}$/,
    );
    expect(await directions.getByRole('link', { name: 'Abrir en Waze' }).getAttribute('href')).toMatch(
      /^https:\/\/waze\.com\/ul\?ll=-?\d+\.\d{6},-?\d+\.\d{6}&navigate=yes$/,
    );
    expect(await page.getByText('Mapa no disponible').count()).toBe(0);

    // The seed places every property; a property without location is made from a real answer.
    const other = await getDetail((await listProperties())[1]!.slug);
    await changeAnswer(page, other.slug, (p) => ({
      ...p,
      polygon_coordinates: null,
      latitude: null,
      longitude: null,
      geometry: null,
    }));
    await openDetail(page, other);
    await page.getByText('Mapa no disponible').waitFor();
    await page.getByText('Esta propiedad no tiene información de ubicación geográfica').waitFor();
    await page.waitForTimeout(1500);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('embeds the YouTube player of a property with a YouTube link, and no player otherwise', async () => {
    const page = await browser.newPage();
    const withYoutube = await findDetail((p) => Boolean(p.video?.url?.includes('youtube.com')));
    const id = new URL(withYoutube.video!.url!).searchParams.get('v');
    await openDetail(page, withYoutube);
    const player = page.locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
    expect(await player.getAttribute('loading')).toBe('lazy');
    expect(await player.getAttribute('title')).toContain(withYoutube.title);
    expect(await page.getByRole('heading', { name: 'Video' }).count()).toBe(1);

    const withoutVideo = await findDetail((p) => p.video === null);
    await openDetail(page, withoutVideo);
    expect(await page.locator('iframe, video').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Video' }).count()).toBe(0);

    // A link to any other host embeds nothing.
    await changeAnswer(page, withoutVideo.slug, (p) => ({
      ...p,
      video: {
        url: 'https://www.dailymotion.com/video/x7tgad0',
        file_url: null,
        filename: null,
        mime: null,
        type: 'url',
      },
    }));
    await openDetail(page, withoutVideo);
    expect(await page.locator('iframe, video').count()).toBe(0);
  });

  it('copies the canonical link with a 3-second confirmation and shares on WhatsApp', async () => {
    const page = await browser.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseURL });
    const [summary] = await listProperties();
    await openDetail(page, summary!);
    const url = `${browser.baseURL}/propiedad/${summary!.slug}`;

    await page.getByRole('button', { name: 'Compartir' }).click();
    const menu = page.getByRole('menu', { name: 'Compartir' });
    expect(await menu.getByRole('menuitem', { name: 'WhatsApp' }).getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${summary!.title} ${url}`)}`,
    );
    await menu.getByRole('menuitem', { name: 'Copiar enlace' }).click();
    const copiedAt = Date.now();
    await menu.getByText('¡Enlace copiado!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await menu.waitFor({ state: 'detached', timeout: 6000 });
    expect(Date.now() - copiedAt).toBeGreaterThan(2800);
  });

  it('sends a guest who wants to favourite to login', async () => {
    const page = await browser.newPage();
    const [summary] = await listProperties();
    await openDetail(page, summary!);
    await page.getByRole('button', { name: 'Favorito' }).click();
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('returnUrl')).toBe(`/propiedad/${summary!.slug}`);
  });

  it('lets a signed-in user favourite the property and contact the company, which gets the e-mail', async () => {
    const page = await browser.newPage();
    await signIn(page);
    // A property of another company: its manager receives the contact request.
    const summary = (await listProperties()).find((p) => p.company.slug !== 'andes-inmobiliaria')!;
    const detail = await getDetail(summary.slug);
    const manager = detail.company.email!.replace(/^contacto@/, 'gerente@');
    const before = (await waitForMessages(manager, 0)).length;
    await openDetail(page, summary);

    // Favourite: the heart changes with the server's answer and survives a reload; then back as it was.
    const heart = page.getByRole('button', { name: 'Favorito' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    const added = page.waitForResponse(
      (r) => r.url().endsWith(`/properties/${detail.slug}/favorite`) && r.request().method() === 'POST',
    );
    await heart.click();
    expect((await added).status()).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: summary.title }).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    const removed = page.waitForResponse((r) => r.url().endsWith(`/properties/${detail.slug}/unfavorite`));
    await heart.click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');

    // Contact: a prefilled form, the server's confirmation, and the e-mail in the company's outbox.
    await page.getByRole('button', { name: 'Contactar' }).click();
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    expect(await form.getByLabel('Nombre').inputValue()).toBe(demo.name);
    expect(await form.getByLabel('Correo electrónico').inputValue()).toBe(demo.email);
    expect(await form.getByLabel('Mensaje').inputValue()).toBe(
      `Hola, estoy interesado en la propiedad: ${summary.title}`,
    );
    await form
      .getByLabel('Mensaje')
      .fill(`Hola, estoy interesado en la propiedad: ${summary.title}. ¿Podemos visitarla el sábado?`);
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await page
      .getByText('Tu consulta fue enviada. La empresa se pondrá en contacto contigo pronto.')
      .waitFor();

    const messages = await waitForMessages(manager, before + 1);
    const mail = messages.at(-1)!;
    expect(`${mail.subject}\n${mail.text}`).toContain(summary.title);
    expect(mail.text).toContain('¿Podemos visitarla el sábado?');
  });

  it("lists the company's other properties, never the one on screen, and 'Ver más' opens one", async () => {
    const page = await browser.newPage();
    // The company with the most properties: its section has a second page.
    const [company] = (await listCompanies()).sort((a, b) => b.properties_count - a.properties_count);
    const all = await listCompanyProperties(company!.slug);
    const current = all[1]!;
    const others = all.filter((property) => property.id !== current.id);
    expect(others.length).toBeGreaterThan(6);

    await openDetail(page, current);
    // The foot of the page loads when the visitor comes near it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const section = page.getByRole('region', { name: `Más propiedades de ${company!.name}` });
    const cards = section
      .getByRole('list', { name: `Propiedades de ${company!.name}` })
      .getByRole('listitem');
    const hrefs = () =>
      section
        .getByRole('link', { name: 'Ver más' })
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const paths = (properties: PropertySummary[]) => properties.map((p) => `/propiedad/${p.slug}`);
    await cards.first().waitFor();
    expect(await hrefs()).toEqual(paths(others.slice(0, 6)));

    await section.getByRole('button', { name: 'Siguiente' }).click();
    await expect.poll(hrefs).toEqual(paths(others.slice(6, 12)));
    expect(await section.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    expect(await hrefs()).not.toContain(`/propiedad/${current.slug}`);

    const target = others[6]!;
    await section.getByRole('link', { name: 'Ver más' }).first().click();
    await page.waitForURL(`**/propiedad/${target.slug}`);
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await cards.first().waitFor();
    expect(await hrefs()).not.toContain(`/propiedad/${target.slug}`);
  });

  it('fits a phone screen and shows the not-found state for an unknown slug', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const [summary] = await listProperties();
    await openDetail(page, summary!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/propiedad/no-existe-esta-propiedad');
    await page.getByRole('heading', { name: 'Propiedad no encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
