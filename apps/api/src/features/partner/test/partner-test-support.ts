import type { ApiKeyScope } from '@inmuebles/shared/partner/api-key-schema';
import { expect } from 'vitest';
import type { TestClient } from '../../../../test/http-client.ts';
import type { AppInstance } from '../../../platform/runtime/app-instance.ts';

/** What the partner API tests share: a key made through the Integraciones routes, and listings to send. */

export const PARTNER = '/api/partner/v1';

export async function createKey(
  client: TestClient,
  sessionToken: string,
  companyId: number,
  scopes: ApiKeyScope[] = ['listings:read', 'listings:write', 'leads:read'],
  name = 'CRM de prueba',
): Promise<{ id: number; secret: string }> {
  const res = await client.post(
    `/api/v1/companies/${companyId}/api_keys`,
    { name, scopes },
    { token: sessionToken },
  );
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<{ api_key: { id: number }; secret: string }>();
  return { id: body.api_key.id, secret: body.secret };
}

/** A partner call as a CRM makes it: the key as bearer, no cookie, no anti-forgery header. */
export function partner(app: AppInstance, secret: string) {
  const headers = (extra: Record<string, string> = {}) => ({ authorization: `Bearer ${secret}`, ...extra });
  return {
    put: (path: string, body: unknown, extra?: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: `${PARTNER}${path}`,
        headers: { ...headers(extra), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    get: (path: string, query?: Record<string, string>) =>
      app.inject({
        method: 'GET',
        url: `${PARTNER}${path}`,
        headers: headers(),
        ...(query ? { query } : {}),
      }),
    delete: (path: string) => app.inject({ method: 'DELETE', url: `${PARTNER}${path}`, headers: headers() }),
  };
}

/** An apartment for sale in Miraflores, published, in the exchange shape (without ListingKey). */
export function apartment(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    Title: 'Departamento con vista al mar',
    PublicRemarks: 'Tres dormitorios frente al malecón.',
    PropertySubType: 'apartment',
    Operation: 'sale',
    ListPrice: 285000,
    Currency: 'USD',
    Status: 'published',
    Ubigeo: '150122',
    UnparsedAddress: 'Malecón de la Reserva 610',
    LivingArea: 120,
    BedroomsTotal: 3,
    BathroomsTotalInteger: 2,
    ...overrides,
  };
}
