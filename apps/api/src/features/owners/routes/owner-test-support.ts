import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { expect } from 'vitest';
import type { TestClient } from '../../../../test/http-client.ts';
import { createBody } from '../../properties/routes/write-test-support.ts';

/*
 * Helpers of the owner tests: a flat for rent with its partida, published through "Publicar mi inmueble".
 */

/** The editor's body for an owner's flat in Miraflores with its partida (Lima office). */
export const ownerBody = (property: Record<string, unknown> = {}) =>
  createBody({
    title: 'Departamento de dueño en Miraflores',
    status: 'published',
    registry_office: 'lima',
    registry_number: '12345678',
    ...property,
  });

/** POST /owner/properties as this searcher; the created property (fails the test on anything but 201). */
export async function publishAsOwner(
  client: TestClient,
  token: string,
  property: Record<string, unknown> = {},
) {
  const res = await client.post('/api/v1/owner/properties', ownerBody(property), { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ property: PropertyDetail }>().property;
}
