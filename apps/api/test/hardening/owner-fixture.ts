import type { TestApp } from '../build-test-app.ts';
import { buildProperty } from '../factories/properties.ts';
import { createSignedInUser } from '../factories/users.ts';
import { TestClient } from '../http-client.ts';

/** A signed-in company_admin with one property of their company (status as given), and a client. */
export async function ownerWithProperty(t: TestApp, status: 'draft' | 'published' = 'published') {
  const owner = await createSignedInUser(t.app.db, { role: 'company_admin' });
  const companyId = owner.user.companyId ?? 0;
  const propertyId = (await buildProperty(t.app.db, { companyId, status })).property.id;
  return { client: new TestClient(t.app), token: owner.token, companyId, propertyId };
}
