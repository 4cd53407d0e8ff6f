import type { Page } from 'playwright-core';
import type {
  PropertyDetail,
  PropertyDetailResponse,
} from '@inmuebles/shared/properties/property-detail-schema';
import type { PropertyListResponse, PropertySummary } from '@inmuebles/shared/properties/property-schema';
import { getJson } from './companies.ts';
import { withoutFirstView } from './first-view.ts';

/*
 * The property detail screen's journeys run against the seeded demo catalogue: what each page should show
 * is asked from the API itself.
 */

/** The first 100 listed properties, narrowed by `query` ('&property_detail_type=…'). */
export const listProperties = async (query = '') =>
  (await getJson<PropertyListResponse>(`/properties?per_page=100${query}`)).properties;

export const getDetail = async (slug: string) =>
  (await getJson<PropertyDetailResponse>(`/properties/${slug}`)).property;

/** The first listed property whose detail satisfies `test`, reading details one by one. */
export async function findDetail(
  test: (property: PropertyDetail) => boolean,
  query = '',
): Promise<PropertyDetail> {
  for (const summary of await listProperties(query)) {
    const property = await getDetail(summary.slug);
    if (test(property)) return property;
  }
  throw new Error(`no seeded property matches ${test.toString()}`);
}

/** Opens a detail page and waits for its title. */
export async function openDetail(
  page: Page,
  property: Pick<PropertySummary, 'slug' | 'title'>,
): Promise<void> {
  await page.goto(`/propiedad/${property.slug}`);
  await page.getByRole('heading', { level: 1, name: property.title }).waitFor();
}

/** Answers the detail of `slug` with the real answer changed by `change` (data the seed does not have). */
export async function changeAnswer(
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
