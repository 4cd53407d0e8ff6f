import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import { callApi, submitLoginForm, waitForAddress } from './accounts.ts';
import { expectAccessible } from './axe.ts';
import { averageColour, type Rgb } from './media-files.ts';

/* The property editor's journeys, as the manager of the first demo company. */

export const manager = 'gerente@andesinmobiliaria.pe';
export const password = 'InmoPeru2026!';

/** Signs in with the login form /dashboard/properties sends a guest to, and returns to the list. */
export async function signInToMyProperties(page: Page): Promise<void> {
  await page.goto('/dashboard/properties');
  await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard%2Fproperties');
  await submitLoginForm(page, manager, password);
  await waitForAddress(page, '/dashboard/properties');
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
export const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });
export const stepTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Chooses an option of a native select once the catalogue has loaded it. */
export async function choose(select: Locator, value: string): Promise<void> {
  await select.locator(`option[value="${value}"]`).waitFor({ state: 'attached' });
  await select.selectOption(value);
}

/** Step 2: the address and its department, province and district (ubigeo codes). */
export async function fillLocation(
  page: Page,
  address: string,
  [region, province, district]: [string, string, string],
): Promise<void> {
  await stepTitle(page, 'Ubicación').waitFor();
  await expectAccessible(page, 'editor: Ubicación');
  await field(page, 'Dirección').fill(address);
  await choose(field(page, 'Departamento'), region);
  await choose(field(page, 'Provincia'), province);
  await choose(field(page, 'Distrito'), district);
}

/** A property as its company reads it from the API. */
export async function detailOf(slug: string, token: string): Promise<PropertyDetail> {
  const answer = await callApi(`/properties/${encodeURIComponent(slug)}`, { token });
  expect(answer.status).toBe(200);
  return (answer.body as PropertyDetailResponse).property;
}

/** The company's property titled `title`, read from /my_properties. */
export async function findByTitle(title: string, token: string): Promise<PropertyDetail> {
  const answer = await callApi(`/my_properties?per_page=100&sort=recent`, { token });
  const summary = (answer.body as MyPropertiesResponse).properties.find((p) => p.title === title);
  if (!summary) throw new Error(`${title} no está en /my_properties`);
  return detailOf(summary.slug, token);
}

/** The photos of the public page's gallery, in order, as their average colours. */
export async function galleryColours(property: PropertyDetail): Promise<Rgb[]> {
  return Promise.all(
    [...property.photos].sort((a, b) => a.position - b.position).map((p) => averageColour(p.thumbnail_url)),
  );
}
