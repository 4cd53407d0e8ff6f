import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicCompany } from '@inmuebles/shared/companies/company-schema';
import { defaultCompanyConfigurationValues } from '@inmuebles/shared/companies/configuration';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import {
  callApi,
  confirmLinkPattern,
  newAccount,
  registerThroughApi,
  signInThroughApi,
  submitLoginForm,
  waitForLinkTo,
  waitForLoginScreenToLeave,
} from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';
import { companyPerTemplate, getJson, listCompanies, openCompanyPage } from './support/companies.ts';

/** The phone of the design review. */
const phone = { width: 390, height: 844 };

/** Seeded demo accounts (README): only read here. */
const admin = { email: 'admin@inmoperu.pe', password: 'InmoPeru2026!' };
const manager = { email: 'gerente@andesinmobiliaria.pe', password: 'InmoPeru2026!' };

/** The page is never wider than the screen (no sideways scrolling). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

/** The element's own content fits inside it (nothing runs past its edge or is cut off). */
async function expectContentFits(element: Locator): Promise<void> {
  const size = await element.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(size.scroll).toBeLessThanOrEqual(size.client);
}

/** The element lies within the screen's width. */
async function expectWithinScreen(page: Page, element: Locator): Promise<void> {
  const box = await element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return { left: rect.left, right: rect.right, screen: window.innerWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.screen);
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await waitForLoginScreenToLeave(page);
}

describe('at 390 px nothing runs past the screen', () => {
  const browser = useBrowser();
  const createdCompanies: string[] = [];

  afterAll(async () => {
    if (createdCompanies.length === 0) return;
    const token = await signInThroughApi(admin.email, admin.password);
    for (const slug of createdCompanies) await callApi(`/companies/${slug}`, { method: 'DELETE', token });
  });

  it("the detail's 'Estacionamientos' tile keeps its label inside the tile", async () => {
    const { properties } = await getJson<PropertyListResponse>('/properties?per_page=100');
    let slug: string | undefined;
    for (const property of properties) {
      const detail = JSON.stringify(await getJson<unknown>(`/properties/${property.slug}`));
      if (/"parking(_spots)?":\s*[1-9]/.test(detail)) {
        slug = property.slug;
        break;
      }
    }
    expect(slug).toBeDefined();

    const page = await browser.newPage(phone);
    await page.goto(`/propiedad/${slug}`);
    const label = page.getByTestId('feature-tiles').locator('dt', { hasText: 'Estacionamientos' });
    await label.waitFor();
    await expectContentFits(label);
    await expectWithinScreen(page, label);
    await expectNoSidewaysScroll(page);
  });

  it("the minimal template's company name wraps, however long its words", async () => {
    const token = await signInThroughApi(admin.email, admin.password);
    const name = 'Inversiones Inmobiliariasconstructoras Peruanas';
    const created = await callApi('/companies', { method: 'POST', token, body: { name } });
    expect(created.status).toBe(201);
    const { slug } = (created.body as { company: PublicCompany }).company;
    createdCompanies.push(slug);
    const look = await callApi(`/companies/${slug}/configuration`, {
      method: 'PUT',
      token,
      body: { company_configuration: { ...defaultCompanyConfigurationValues, template_type: 'minimal' } },
    });
    expect(look.status).toBe(200);

    const page = await browser.newPage(phone);
    await page.goto(`/empresa/${slug}`);
    const heading = page.getByRole('heading', { level: 1, name });
    await heading.waitFor();
    await expectContentFits(heading);
    await expectWithinScreen(page, heading);
    // The sticky bar's one-line name is shortened with an ellipsis, within the screen.
    await expectWithinScreen(page, page.locator('header p', { hasText: name }));
    await expectNoSidewaysScroll(page);
  });

  it('the company directory fits the screen, its long addresses wrapped, and the header links to it', async () => {
    const page = await browser.newPage(phone);
    await page.goto('/propiedades');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Empresas' })
      .click();
    await page.waitForURL((url) => url.pathname === '/empresa');
    const cards = page.getByRole('list', { name: 'Empresas' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(5);
    for (const card of await cards.all()) await expectWithinScreen(page, card);
    await expectNoSidewaysScroll(page);
  });

  it("the luxury template's search field shows its whole placeholder", async () => {
    const luxury = companyPerTemplate(await listCompanies()).luxury;
    const page = await browser.newPage(phone);
    await openCompanyPage(page, luxury.slug);
    const search = page.getByRole('search', { name: 'Filtrar propiedades' }).getByLabel('Buscar');
    const placeholder = await search.getAttribute('placeholder');
    expect(placeholder).toBe('Título o descripción');
    // Typed, the placeholder's text must fit the field as the placeholder itself does.
    await search.fill(placeholder!);
    await expectContentFits(search);
    await expectWithinScreen(page, search);
    await expectNoSidewaysScroll(page);
  });

  it('the user menu shows a long name and e-mail whole, inside the screen', async () => {
    const account = {
      ...newAccount('nombre-y-correo-muy-largos-para-un-telefono'),
      first_name: 'María Guadalupe Fernanda',
      last_name: 'Villavicencio Santisteban',
    };
    await registerThroughApi(account);
    const confirmation = await fetch(await waitForLinkTo(account.email, confirmLinkPattern), {
      redirect: 'manual',
    });
    expect(confirmation.status).toBe(302);

    const page = await browser.newPage(phone);
    await signInWithForm(page, account.email, account.password);
    await page.goto('/propiedades');
    await page.getByRole('heading', { level: 1, name: 'Propiedades' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Menú de usuario' }).click();
    const fullName = header.getByText(`${account.first_name} ${account.last_name}`, { exact: true });
    const email = header.getByText(account.email, { exact: true });
    await fullName.waitFor();
    for (const element of [fullName, email]) {
      await expectContentFits(element);
      await expectWithinScreen(page, element);
    }
    await expectNoSidewaysScroll(page);
  });

  it("the company editor's e-mail field stays inside the screen with a long address", async () => {
    const page = await browser.newPage(phone);
    await signInWithForm(page, manager.email, manager.password);
    await page.goto('/dashboard/company');
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const form = page.getByRole('form', { name: 'Editar empresa' });
    const field = form.getByLabel('Correo electrónico', { exact: true });
    await field.fill('contacto.comercial.departamento.de.ventas@andesinmobiliariadelperu.com.pe');
    await expectWithinScreen(page, field);
    await expectWithinScreen(page, form);
    await expectNoSidewaysScroll(page);
  });
});
