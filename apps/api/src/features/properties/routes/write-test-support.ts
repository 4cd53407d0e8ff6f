import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../../../../test/http-client.ts';

/*
 * Helpers of the editor's save tests (create-property.test.ts, update-property.test.ts): a valid body, the
 * calls, and readers of what a client sees.
 */

/** [lng, lat] offset by metres-ish steps from a corner in Miraflores, Lima. */
export const lima = (dLng: number, dLat: number): [number, number] => [-77.03 + dLng, -12.12 + dLat];

/** A square plot of about 110 m, open (the server closes it). */
export const square = [lima(0, 0), lima(0.001, 0), lima(0.001, 0.001), lima(0, 0.001)];

/** Two edges cross: the spec's self-intersection error. */
export const bowTie = [lima(0, 0), lima(0.001, 0.001), lima(0.001, 0), lima(0, 0.001)];

/** The `property` object the editor sends for a house in Miraflores (codes for the location). */
export const houseFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Casa en Miraflores con jardín',
  description: 'Amplia casa de dos pisos, cerca al malecón.',
  property_type: 'residential',
  price: 350000,
  currency: 'USD',
  area_m2: 220.5,
  status: 'draft',
  visibility: 'public',
  address_line: 'Av. Larco 123',
  region: '15',
  province: '1501',
  district: '150122',
  country: 'Perú',
  postal_code: '15074',
  video_url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  ...overrides,
});

export const houseDetail = {
  floors: 2,
  bedrooms: 4,
  bathrooms: 2.5,
  parking_spots: 2,
  garden: true,
  pool: false,
};

/** A complete POST body; `property` entries override the house's fields. */
export const createBody = (property: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  property_detail_type: 'HouseResource',
  property: houseFields(property),
  property_detail: houseDetail,
  ...extra,
});

/** The `errors` array of a 422 after checking the status and the error code. */
export function validationErrors(res: LightMyRequestResponse): string[] {
  expect(res.statusCode, res.body).toBe(422);
  const body = res.json<{ error: string; errors: string[] }>();
  expect(body.error).toBe('validation_failed');
  return body.errors;
}

/** POST /properties as this user; the created property (fails the test on anything but 201). */
export async function createProperty(client: TestClient, token: string, body: unknown = createBody()) {
  const res = await client.post('/api/v1/properties', body, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ property: PropertyDetail }>().property;
}

/** GET /properties/{id} as this user (fails the test on anything but 200). */
export async function readProperty(client: TestClient, token: string, id: number | string) {
  const res = await client.get(`/api/v1/properties/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ property: PropertyDetail }>().property;
}
