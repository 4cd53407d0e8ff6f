import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequestListResponse } from '@inmuebles/shared/contact-requests/inbox-schema';
import { formatCount } from '@inmuebles/shared/properties/format';
import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { callApi, signInThroughApi, submitLoginForm, waitForAddress } from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/** Seeded demo accounts (apps/api/src/seed/accounts.ts): Andes is the first company, Costa Verde the second. */
const password = 'InmoPeru2026!';
const andesManager = 'gerente@andesinmobiliaria.pe';
const costaVerdeAgent = 'agente@costaverdepropiedades.pe';

async function myProperties(token: string, query = 'per_page=100'): Promise<MyPropertiesResponse> {
  const answer = await callApi(`/my_properties?${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body as MyPropertiesResponse;
}

/** Signs in through the login form the dashboard sends a guest to, and waits for the summary. */
async function signInToDashboard(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard');
  await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard');
  await submitLoginForm(page, email, password);
  await waitForAddress(page, '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();
}

const statCard = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Estadísticas' }).getByRole('listitem').filter({ hasText: label });
const cards = (page: Page) => page.getByRole('list', { name: 'Propiedades' }).getByRole('article');
const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Panel de control' });

async function choose(page: Page, dropdown: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${dropdown}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The titles of the cards on screen once the list has settled. */
async function titlesOnScreen(page: Page): Promise<string[]> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  return cards(page).locator('h3').allInnerTexts();
}

/** The slugs of the cards on screen (their 'Ver' links), once the list has settled. */
async function slugsOnScreen(page: Page): Promise<string[]> {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  const hrefs = await cards(page)
    .locator('a[href^="/propiedad/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace('/propiedad/', '')));
}

/** Whether the public listing (as a guest sees it) holds the property. */
async function isListedPublicly(property: PropertySummary): Promise<boolean> {
  const answer = await callApi(`/properties?per_page=100&search=${encodeURIComponent(property.title)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { properties: PropertySummary[] }).properties.some((p) => p.slug === property.slug);
}

async function expectStat(page: Page, label: string, value: number): Promise<void> {
  await statCard(page, label)
    .filter({ hasText: formatCount(value) })
    .waitFor();
}

async function waitForBadge(card: Locator, label: string): Promise<void> {
  await card.getByText(label, { exact: true }).waitFor();
}

describe('the dashboard, as a company manager uses it', () => {
  const browser = useBrowser();
  let managerToken: string;
  let andes: MyPropertiesResponse;

  beforeAll(async () => {
    managerToken = await signInThroughApi(andesManager, password);
    andes = await myProperties(managerToken);
  });

  it(
    'shows the real counts, manages the properties and logs out to /login',
    { timeout: 180_000 },
    async () => {
      // A signed-in shopper asks about an Andes property: the lead waits unread in the summary.
      const published = andes.properties.find((p) => p.status === 'published' && p.visibility === 'public')!;
      const senderToken = await signInThroughApi(costaVerdeAgent, password);
      const leadName = `Cliente E2E ${Date.now().toString(36)}`;
      const sent = await callApi(`/properties/${published.slug}/contact_requests`, {
        method: 'POST',
        token: senderToken,
        body: {
          contact_request: {
            name: leadName,
            email: 'cliente.e2e@example.pe',
            phone: '987 111 222',
            message: `Hola, estoy interesado en la propiedad: ${published.title}`,
          },
        },
      });
      expect(sent.status).toBe(201);

      const page = await browser.newPage();
      await signInToDashboard(page, andesManager);
      await page.getByText('Bienvenido de vuelta, María Fernanda', { exact: true }).waitFor();
      await expectAccessible(page, 'resumen del panel');

      // The six counters are the API's own numbers (docs/decisions.md, stat cards).
      const { stats } = await myProperties(managerToken, 'per_page=5&sort=recent');
      expect(andes.properties.every((p) => p.company.slug === 'andes-inmobiliaria')).toBe(true);
      await expectStat(page, 'Mis Propiedades', stats.total_properties);
      await expectStat(page, 'Publicadas', stats.published_count);
      await expectStat(page, 'Borradores', stats.draft_count);
      await expectStat(page, 'Vistas Totales', stats.total_views);
      await expectStat(page, 'Favoritos', stats.total_favorites);
      await expectStat(page, 'Contactos', stats.total_contacts);

      // The five most recent, with their badges.
      const recent = (await myProperties(managerToken, 'per_page=5&sort=recent')).properties;
      const recentPanel = page.getByRole('region', { name: 'Mis Propiedades Recientes' });
      for (const property of recent)
        await recentPanel.getByRole('link', { name: property.title, exact: true }).waitFor();
      expect(await recentPanel.getByRole('listitem').count()).toBe(5);

      // The lead sent above: first, highlighted as new, and marked as read from the summary.
      const leads = page.getByRole('region', { name: 'Consultas recientes' });
      const lead = leads.getByRole('article', { name: `Consulta de ${leadName}` });
      await lead.getByText('Nueva', { exact: true }).waitFor();
      await lead.getByRole('button', { name: 'Marcar como leída' }).click();
      await lead.getByText('Nueva', { exact: true }).waitFor({ state: 'detached' });
      const inbox = (
        await callApi(`/companies/${published.company.id}/contact_requests?per_page=5`, {
          token: managerToken,
        })
      ).body as ContactRequestListResponse;
      expect(inbox.contact_requests.find((c) => c.name === leadName)?.read_at).not.toBeNull();

      // 'Ver todas' → the management list holds exactly the company's properties.
      await recentPanel.getByRole('link', { name: 'Ver todas' }).click();
      await waitForAddress(page, '/dashboard/properties');
      await page.getByRole('heading', { level: 1, name: 'Mis Propiedades' }).waitFor();
      await cards(page).first().waitFor();
      await expectAccessible(page, 'mis propiedades');
      const firstPage = await myProperties(managerToken, 'per_page=20');
      expect((await slugsOnScreen(page)).sort()).toEqual(firstPage.properties.map((p) => p.slug).sort());
      expect(
        await sidebar(page).getByRole('link', { name: 'Propiedades' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(
        await sidebar(page).getByRole('link', { name: 'Resumen' }).getAttribute('aria-current'),
      ).toBeNull();

      // Status 'Borrador': only drafts, on page 1, in the grid and in the list.
      await choose(page, 'Estado', 'Borrador');
      await waitForAddress(page, '/dashboard/properties', '?status=draft');
      const drafts = andes.properties.filter((p) => p.status === 'draft');
      const draftTitles = drafts.map((p) => p.title).sort();
      await expect.poll(async () => (await titlesOnScreen(page)).sort()).toEqual(draftTitles);
      await page.getByRole('button', { name: 'Lista' }).click();
      expect(await page.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
      expect((await titlesOnScreen(page)).sort()).toEqual(draftTitles);
      for (const title of await titlesOnScreen(page)) await waitForBadge(cardOf(page, title), 'Borrador');

      // Publish a public draft: it leaves the draft filter and the public API serves it.
      const draft = drafts.find((p) => p.visibility === 'public')!;
      expect((await callApi(`/properties/${draft.slug}`)).status).toBe(404);
      expect(await isListedPublicly(draft)).toBe(false);
      await cardOf(page, draft.title).getByRole('button', { name: 'Publicar' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Propiedad publicada: ${draft.title}` })
        .waitFor();
      await cardOf(page, draft.title).waitFor({ state: 'detached' });
      expect((await callApi(`/properties/${draft.slug}`)).status).toBe(200);
      expect(await isListedPublicly(draft)).toBe(true);

      // Find it again with every status: its badge reads 'Publicado'; archive it.
      await choose(page, 'Estado', 'Todos los estados');
      await page.getByRole('searchbox').fill(draft.title);
      await page.getByRole('searchbox').press('Enter');
      const card = cardOf(page, draft.title);
      await waitForBadge(card, 'Publicado');
      await card.getByRole('button', { name: 'Archivar' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Propiedad archivada: ${draft.title}` })
        .waitFor();
      await waitForBadge(card, 'Archivado');
      await card.getByRole('button', { name: 'Publicar' }).waitFor();
      expect((await callApi(`/properties/${draft.slug}`)).status).toBe(404);
      expect(await isListedPublicly(draft)).toBe(false);

      // Delete it: cancelled once, then confirmed.
      await card.getByRole('button', { name: 'Eliminar' }).click();
      const dialog = page.getByRole('alertdialog', {
        name: '¿Estás seguro de que quieres eliminar esta propiedad?',
      });
      await dialog.waitFor();
      await expectAccessible(page, 'confirmación de eliminar');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card.waitFor();
      await card.getByRole('button', { name: 'Eliminar' }).click();
      await dialog.getByRole('button', { name: 'Eliminar' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Propiedad eliminada: ${draft.title}` })
        .waitFor();
      await card.waitFor({ state: 'detached' });
      expect((await callApi(`/properties/${draft.slug}`)).status).toBe(404);
      expect((await callApi(`/properties/${draft.slug}`, { token: managerToken })).status).toBe(404);

      // The summary counts the change: one property fewer, one draft fewer.
      await sidebar(page).getByRole('link', { name: 'Resumen' }).click();
      await waitForAddress(page, '/dashboard');
      await expectStat(page, 'Mis Propiedades', stats.total_properties - 1);
      await expectStat(page, 'Borradores', stats.draft_count - 1);
      expect(await sidebar(page).getByRole('link', { name: 'Resumen' }).getAttribute('aria-current')).toBe(
        'page',
      );

      await page.getByRole('complementary').getByRole('button', { name: 'Cerrar Sesión' }).click();
      await waitForAddress(page, '/login', '');
      await page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    },
  );

  it('never shows Andes properties to an agent of another company', { timeout: 90_000 }, async () => {
    const andesSlugs = new Set(andes.properties.map((p) => p.slug));
    const agentToken = await signInThroughApi(costaVerdeAgent, password);
    // Whatever company_id says, a member gets their own company.
    const asked = await myProperties(
      agentToken,
      `per_page=100&company_id=${andes.properties[0]!.company.id}`,
    );
    expect(asked.properties.length).toBeGreaterThan(0);
    expect(asked.properties.some((p) => p.company.slug === 'andes-inmobiliaria')).toBe(false);

    const page = await browser.newPage();
    await signInToDashboard(page, costaVerdeAgent);
    await page.goto('/dashboard/properties?sort=recent');
    await cards(page).first().waitFor();
    // Titles repeat between companies in the demo data; slugs do not.
    const slugs = await slugsOnScreen(page);
    expect(slugs.length).toBe(Math.min(20, asked.pagination.total_count));
    expect(slugs.filter((slug) => andesSlugs.has(slug))).toEqual([]);

    const andesTitle = andes.properties.find(
      (p) => !asked.properties.some((own) => own.title === p.title),
    )!.title;
    await page.getByRole('searchbox').fill(andesTitle);
    await page.getByRole('searchbox').press('Enter');
    await page.getByRole('heading', { name: 'No se encontraron propiedades' }).waitFor();
  });

  it('collapses the sidebar behind a menu button on a phone', { timeout: 90_000 }, async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInToDashboard(page, andesManager);
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Menú del panel' }).click();
    await sidebar(page).getByRole('link', { name: 'Propiedades' }).click();
    await waitForAddress(page, '/dashboard/properties');
    await cards(page).first().waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
