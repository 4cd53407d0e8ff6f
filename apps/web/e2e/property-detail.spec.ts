import { describe, expect, it } from 'vitest';
import { featureTiles } from '@inmuebles/shared/properties/detail-fields';
import { propertyDetailTypes, type PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { useBrowser } from './support/browser.ts';
import {
  changeAnswer,
  findDetail,
  getDetail,
  listProperties,
  openDetail,
} from './support/property-detail.ts';

/*
 * The property detail screen as a visitor reads it, against the seeded demo catalogue (what each page should
 * show is asked from the API, and for the tiles from the shared featureTiles): the tiles, the map, the
 * video, sharing, a phone's screen and an unknown address. The gallery is in property-detail-gallery.spec.ts,
 * favourites and contact in property-detail-contact.spec.ts.
 */

describe('property detail', () => {
  const browser = useBrowser();

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
