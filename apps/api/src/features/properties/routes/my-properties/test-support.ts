import type { MyPropertiesResponse } from '@inmuebles/shared/properties/my-properties-query';
import type { TestClient } from '../../../../../test/http-client.ts';

/** GET /api/v1/my_properties as this user; fails the test on anything but a 200. */
export async function listMine(
  client: TestClient,
  token: string,
  query: Record<string, string> = {},
): Promise<MyPropertiesResponse> {
  const res = await client.get('/api/v1/my_properties', { token, query });
  if (res.statusCode !== 200)
    throw new Error(`GET /my_properties ${JSON.stringify(query)} → ${res.statusCode} ${res.body}`);
  return res.json<MyPropertiesResponse>();
}

/** The ids of the answer, in order (one page of up to 100). */
export async function mineIds(
  client: TestClient,
  token: string,
  query: Record<string, string> = {},
): Promise<number[]> {
  return (await listMine(client, token, { per_page: '100', ...query })).properties.map((p) => p.id);
}
