import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { templateTypes, type TemplateType } from '@inmuebles/shared/companies/configuration';
import { propertyTypeLabels, type PropertyType } from '@inmuebles/shared/properties/enums';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';
import {
  companyPerTemplate,
  countElementsPaintedWith,
  findUnscopedCss,
  hexToRgb,
  listCompanies,
  listCompanyProperties,
  openCompanyPage,
} from './support/companies.ts';
import { withoutFirstView } from './support/first-view.ts';

/** Each template's call-to-action and its button that scrolls to the properties. */
const labels: Record<TemplateType, { call: string; scroll: string }> = {
  modern: { call: 'Contactar Ahora', scroll: 'Explorar Propiedades' },
  classic: { call: 'Consulta Personalizada', scroll: 'Ver Propiedades' },
  luxury: { call: 'Consulta Personalizada', scroll: 'Explorar Colección' },
  minimal: { call: 'Conversemos', scroll: 'Más información' },
};

// Text content, not rendered text: cards out of sight are skipped by layout (content-visibility), and a
// skipped card's innerText is empty.
const cardTitles = async (page: Page) =>
  (await page.locator('#propiedades article h3').allTextContents()).map((title) => title.trim());
const countLine = (count: number) => (count === 1 ? '1 propiedad' : `${count} propiedades`);
/** Where the properties section's top sits in the window (80 px when a scroll has landed on it). */
const sectionTop = (page: Page) =>
  page.evaluate(() => document.getElementById('propiedades')!.getBoundingClientRect().top);

/**
 * The company page shows 12 cards per page. Only one seeded company has more than 12 published
 * properties, so for the others the test lets the page ask for 12 (asserted) and has the real server
 * answer pages of 4, to exercise the same pagination against real data.
 */
async function pageSizeFor(
  page: Page,
  company: PublicCompany,
): Promise<{ perPage: number; requested: string[] }> {
  const requested: string[] = [];
  // The requests are what is observed: the first page too comes from the API, not from the HTML.
  await withoutFirstView(page);
  if (company.properties_count > 12) {
    page.on('request', (request) => {
      if (request.url().includes('/properties?'))
        requested.push(new URL(request.url()).searchParams.get('per_page') ?? '');
    });
    return { perPage: 12, requested };
  }
  await page.route(/\/api\/v1\/companies\/[^/]+\/properties\?/, (route) => {
    const url = new URL(route.request().url());
    requested.push(url.searchParams.get('per_page') ?? '');
    url.searchParams.set('per_page', '4');
    return route.continue({ url: url.toString() });
  });
  return { perPage: 4, requested };
}

describe('public company pages, as a visitor sees them', () => {
  const browser = useBrowser();
  let companies: PublicCompany[] = [];
  let byTemplate: Record<TemplateType, PublicCompany>;

  beforeAll(async () => {
    companies = await listCompanies();
    byTemplate = companyPerTemplate(companies);
  });

  describe.each(templateTypes)('the %s template', (templateType) => {
    const company = () => byTemplate[templateType];

    it("renders in the company's colours, without the app header", async () => {
      const page = await browser.newPage();
      await openCompanyPage(page, company().slug);
      await expectAccessible(page, `página de empresa (${templateType})`);
      const { colors, fontFamily } = company().configuration;

      const root = page.locator('.company-page-root');
      await expect(root.getAttribute('data-template')).resolves.toBe(templateType);
      const theme = await root.evaluate((element) => {
        const style = getComputedStyle(element);
        const variable = (name: string) => style.getPropertyValue(name).trim();
        return {
          primary: variable('--company-primary'),
          secondary: variable('--company-secondary'),
          font: variable('--company-font'),
          background: style.backgroundColor,
          isolation: style.isolation,
        };
      });
      expect(theme).toEqual({
        primary: colors.primary,
        secondary: colors.secondary,
        font: fontFamily,
        background: hexToRgb(colors.background),
        isolation: 'isolate',
      });
      // Something the visitor sees is painted in the company's primary colour.
      expect(await countElementsPaintedWith(page, hexToRgb(colors.primary))).toBeGreaterThan(0);
      // The variables belong to the page root, not to the document.
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--company-primary'),
        ),
      ).toBe('');

      await expect(page.getByRole('heading', { level: 1, name: company().name }).isVisible()).resolves.toBe(
        true,
      );
      expect(await page.title()).toBe(`${company().name} - InmoPerú`);
      expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);
      expect(await page.locator('a[href="/propiedades"]').count()).toBe(0);
    });

    it('calls the company by phone and scrolls smoothly to the properties', async () => {
      const page = await browser.newPage();
      await openCompanyPage(page, company().slug);
      const phoneDigits = (company().phone ?? '').replace(/[^\d+]/g, '');
      const call = page.getByRole('link', { name: labels[templateType].call }).first();
      await expect(call.getAttribute('href')).resolves.toBe(`tel:${phoneDigits}`);

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: labels[templateType].scroll }).first().click();
      await page.waitForFunction(
        () => Math.abs(document.getElementById('propiedades')!.getBoundingClientRect().top - 80) < 2,
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });

    it('pages through the properties and scrolls back to the grid', async () => {
      const page = await browser.newPage();
      const { perPage, requested } = await pageSizeFor(page, company());
      await openCompanyPage(page, company().slug);
      expect(requested[0]).toBe('12');
      const expected = await listCompanyProperties(company().slug);
      const firstPage = await cardTitles(page);
      expect(firstPage).toEqual(expected.slice(0, perPage).map((p) => p.title));

      await page.getByRole('button', { name: 'Página 2' }).click();
      await page.waitForURL(/[?&]page=2/);
      await page.waitForFunction(
        (first) => document.querySelector('#propiedades article h3')?.textContent !== first,
        firstPage[0],
      );
      const secondPage = await cardTitles(page);
      expect(secondPage).toEqual(expected.slice(perPage, perPage * 2).map((p) => p.title));
      expect(secondPage.some((title) => firstPage.includes(title))).toBe(false);
      await expect(page.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      await page.waitForFunction(
        () => Math.abs(document.getElementById('propiedades')!.getBoundingClientRect().top - 80) < 2,
      );
      // The section's top lands 80 px below the window's top (sub-pixel layout allowed).
      expect(Math.abs((await sectionTop(page)) - 80)).toBeLessThan(2);
    });

    it('narrows the grid with a filter and returns to page 1', async () => {
      const page = await browser.newPage();
      const { perPage } = await pageSizeFor(page, company());
      const all = await listCompanyProperties(company().slug);
      const counts = new Map<PropertyType, number>();
      for (const property of all)
        counts.set(property.property_type, (counts.get(property.property_type) ?? 0) + 1);
      const [type, count] = [...counts].filter(([, n]) => n < all.length).sort((a, b) => a[1] - b[1])[0]!;

      await openCompanyPage(page, company().slug, '?page=2');
      await page.getByText(countLine(all.length), { exact: true }).waitFor();
      await page.getByLabel('Tipo').selectOption(type);
      await page.getByText(countLine(count), { exact: true }).waitFor();

      const url = new URL(page.url());
      expect(url.searchParams.get('property_type')).toBe(type);
      expect(url.searchParams.has('page')).toBe(false);
      await expect(page.getByText('1 filtro activo').isVisible()).resolves.toBe(true);
      const cards = await page.locator('#propiedades article').allTextContents();
      expect(cards.length).toBe(Math.min(count, perPage));
      for (const card of cards) expect(card.toLowerCase()).toContain(propertyTypeLabels[type].toLowerCase());

      await page.getByRole('button', { name: 'Limpiar filtros' }).click();
      await page.getByText(countLine(all.length), { exact: true }).waitFor();
      expect(new URL(page.url()).search).toBe('');
    });

    it("opens a property's canonical page from its card", async () => {
      const page = await browser.newPage();
      await openCompanyPage(page, company().slug);
      const [first] = (await listCompanyProperties(company().slug)) as [PropertySummary];
      await page.getByRole('link', { name: first.title, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/propiedad/${first.slug}`);
      expect(new URL(page.url()).pathname).toBe(`/propiedad/${first.slug}`);
    });
  });

  describe("a company's custom CSS", () => {
    it('is served scoped under the page root, for every company', async () => {
      const page = await browser.newPage();
      await page.goto('/');
      for (const company of companies) {
        expect({
          slug: company.slug,
          problems: await findUnscopedCss(page, company.configuration.customCss),
        }).toEqual({ slug: company.slug, problems: [] });
      }
      // The check itself catches CSS aimed at the document.
      expect(
        await findUnscopedCss(page, 'body{background:red} .company-page-root h1{color:red}'),
      ).toHaveLength(1);
      expect(
        await findUnscopedCss(page, '@font-face{font-family:x;src:url(x.woff)} @media print{:root{--a:1}}'),
      ).toHaveLength(2);
    });

    it('styles the company page and nothing outside it', async () => {
      const page = await browser.newPage();
      const company = byTemplate.modern;
      await openCompanyPage(page, company.slug);
      const before = await page.evaluate(() => [
        getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.documentElement).backgroundColor,
      ]);

      // What the server serves for `body{background:rgb(255,0,0)} h1{color:rgb(1,2,3)}` plus an overlay
      // attempt: page-level selectors become the root itself, everything else is prefixed with it.
      const served = [
        '.company-page-root{background:rgb(255,0,0)}',
        '.company-page-root h1{color:rgb(1,2,3)}',
        '.company-page-root>*{position:relative;z-index:2147483647}',
      ].join('');
      expect(await findUnscopedCss(page, served)).toEqual([]);
      await withoutFirstView(page);
      await page.route(`**/api/v1/companies/${company.slug}`, async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as { company: PublicCompany };
        body.company.configuration.customCss = served;
        await route.fulfill({ response: answer, json: body });
      });
      await openCompanyPage(page, company.slug);

      const after = await page.evaluate(() => {
        const root = document.querySelector('.company-page-root')!;
        return {
          document: [
            getComputedStyle(document.body).backgroundColor,
            getComputedStyle(document.documentElement).backgroundColor,
          ],
          root: getComputedStyle(root).backgroundColor,
          heading: getComputedStyle(root.querySelector('h1')!).color,
          styleInsideRoot: root.querySelector(':scope > style')?.textContent ?? null,
          isolation: getComputedStyle(root).isolation,
        };
      });
      expect(after).toEqual({
        document: before,
        root: 'rgb(255, 0, 0)',
        heading: 'rgb(1, 2, 3)',
        styleInsideRoot: served,
        isolation: 'isolate',
      });
    });
  });
});
