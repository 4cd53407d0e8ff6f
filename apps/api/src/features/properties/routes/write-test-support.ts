import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { createRoleSet, type RoleSet } from '../../../../test/factories/roles.ts';
import type { TestClient } from '../../../../test/http-client.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { activityEvents, properties } from '../../../platform/db/schema/index.ts';

/*
 * Helpers of the editor's save tests (create-property*.test.ts, update-property*.test.ts): a valid body, the
 * calls, readers of what a client sees, and the app with the people who act in it.
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

/**
 * The app of an editor test file and who acts in it (`roles`: filled before the tests run), with the calls
 * those tests make as the company's admin unless told otherwise.
 */
export function useEditorApp() {
  const t = useTestApp();
  const client = t.client;
  const roles = {} as RoleSet;
  beforeAll(async () => {
    Object.assign(roles, await createRoleSet(t.database.db));
  });

  const countProperties = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(properties))[0]?.n ?? 0;
  /** The kinds of the property's activity events, oldest first. */
  const eventKinds = async (id: number) =>
    (
      await t.database.db
        .select({ kind: activityEvents.kind })
        .from(activityEvents)
        .where(eq(activityEvents.propertyId, id))
        .orderBy(activityEvents.id)
    ).map((event) => event.kind);
  const newHouse = (title = 'Casa para editar') => createProperty(client, roles.owner, createBody({ title }));
  const patch = (id: number | string, body: unknown, token = roles.owner) =>
    client.patch(`/api/v1/properties/${id}`, body, { token });
  /** A PATCH that must succeed; the answer's property. */
  const edit = async (id: number | string, body: unknown, token = roles.owner) => {
    const res = await patch(id, body, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ property: PropertyDetail }>().property;
  };
  return { t, client, roles, countProperties, eventKinds, newHouse, patch, edit };
}
