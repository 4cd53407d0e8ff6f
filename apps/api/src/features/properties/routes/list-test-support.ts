import type { PropertyListResponse } from '@inmuebles/shared/properties/property-schema';
import type { TestClient } from '../../../../test/http-client.ts';

/** GET /api/v1/properties with these query values; fails the test on anything but a 200. */
export async function listProperties(
  client: TestClient,
  query: Record<string, string> = {},
  token?: string,
): Promise<PropertyListResponse> {
  const res = await client.get('/api/v1/properties', { query, ...(token ? { token } : {}) });
  if (res.statusCode !== 200)
    throw new Error(`GET /properties ${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  return res.json<PropertyListResponse>();
}

/** The ids of the listing, in order. */
export async function listIds(client: TestClient, query: Record<string, string> = {}): Promise<number[]> {
  return (await listProperties(client, { per_page: '100', ...query })).properties.map((p) => p.id);
}

/** Every id of a listing read page by page, to compare with the one-page answer. */
export async function walkPages(
  client: TestClient,
  query: Record<string, string>,
  perPage: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const body = await listProperties(client, { ...query, per_page: String(perPage), page: String(page) });
    ids.push(...body.properties.map((p) => p.id));
    if (page >= body.pagination.total_pages) return ids;
  }
}
