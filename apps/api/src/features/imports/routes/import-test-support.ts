import type { ImportRowsResponse, ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import { expect } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app.ts';
import type { TestClient } from '../../../../test/http-client.ts';
import { multipartForm } from '../../../../test/multipart-form.ts';

/*
 * Helpers of the import API tests: exchange-shape listings, uploads of any bytes, the preview's rows, and a
 * confirm that waits for the worker.
 */

/** A valid exchange-shape house for sale in Miraflores; `overrides` replace or remove (undefined) fields. */
export function house(key: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ListingKey: key,
    Title: `Casa ${key} en Miraflores`,
    PublicRemarks: 'Casa amplia de dos pisos, cerca al malecón.',
    PropertySubType: 'house',
    Operation: 'sale',
    ListPrice: 350000,
    Currency: 'USD',
    Status: 'published',
    StateOrProvince: 'Lima',
    CountyOrParish: 'Lima',
    City: 'Miraflores',
    UnparsedAddress: 'Av. Larco 123',
    LivingArea: 220,
    LotSizeArea: 180,
    BedroomsTotal: 4,
    BathroomsTotalInteger: 3,
    ParkingTotal: 2,
    StoriesTotal: 2,
    ...overrides,
  };
}

/** An apartment for rent in San Isidro, by ubigeo. */
export function apartmentForRent(
  key: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    ListingKey: key,
    Title: `Departamento ${key} en San Isidro`,
    PublicRemarks: 'Departamento con vista al golf.',
    PropertySubType: 'apartment',
    Operation: 'rent',
    ListPrice: 4500,
    Currency: 'PEN',
    AssociationFee: 600,
    LeaseTermMonths: 12,
    Status: 'published',
    Ubigeo: '150131',
    UnparsedAddress: 'Calle Los Pinos 456',
    LivingArea: 95,
    BedroomsTotal: 2,
    BathroomsTotalInteger: 2,
    ...overrides,
  };
}

export const jsonFile = (listings: unknown[]) => Buffer.from(JSON.stringify({ value: listings }));

/** POST /imports with these bytes as the file (and `fields`, e.g. company_id). */
export function upload(
  client: TestClient,
  token: string | undefined,
  data: Buffer,
  filename = 'avisos.json',
  fields: Record<string, string> = {},
) {
  const form = multipartForm([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ]);
  return client.post('/api/v1/imports', form.payload, { ...(token ? { token } : {}), headers: form.headers });
}

/** Uploads and expects the preview (201). */
export async function preview(client: TestClient, token: string, data: Buffer, filename?: string) {
  const res = await upload(client, token, data, filename);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ import: ImportRunView }>().import;
}

/** Every row of a run's preview (the first page holds them all in these tests). */
export async function previewRows(client: TestClient, token: string, runId: number) {
  const res = await client.get(`/api/v1/imports/${runId}/rows`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ImportRowsResponse>().rows;
}

/** Confirms and waits for the worker; the run as it ended. */
export async function confirmAndWait(
  t: TestApp,
  client: TestClient,
  token: string,
  runId: number,
  archiveMissing = false,
) {
  const res = await client.post(
    `/api/v1/imports/${runId}/confirm`,
    { archive_missing: archiveMissing },
    { token },
  );
  expect(res.statusCode, res.body).toBe(202);
  await t.app.importWorker.idle();
  const done = await client.get(`/api/v1/imports/${runId}`, { token });
  return done.json<{ import: ImportRunView }>().import;
}
