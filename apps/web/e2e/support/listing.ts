import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';

/*
 * The public listing as its journeys read it. Expected results are asked from the API itself, so the tests
 * check that the screen shows what the filters select.
 */

/** What the API answers for a listing query (page 1, 20 per page unless given). */
export async function apiList(page: Page, query: Record<string, string> = {}): Promise<PropertyListResponse> {
  const response = await page.request.get(`/api/v1/properties?${new URLSearchParams(query)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PropertyListResponse;
}

const cardTitles = (page: Page) => page.locator('article h2').allTextContents();
export const titlesOf = (answer: PropertyListResponse) => answer.properties.map((p) => p.title);
export const countLine = (page: Page) => page.getByRole('status').filter({ hasText: 'Mostrando' });
export const dropdown = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}`) });
/** The address's query, as an object. */
export const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

export async function openListing(page: Page, path = '/') {
  await page.goto(path);
  await countLine(page).waitFor();
}

/**
 * Waits until the grid shows exactly these titles (the answer of the new query has arrived). Generous
 * limits: on a loaded 2-core CI machine the embedded database answers a search in seconds, not milliseconds.
 */
export async function expectTitles(page: Page, titles: string[]) {
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
  await expect.poll(() => cardTitles(page), { timeout: 20_000 }).toEqual(titles);
}

/** Chooses `option` in the filter dropdown named `label`. */
export async function choose(page: Page, label: string, option: string) {
  await dropdown(page, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}
