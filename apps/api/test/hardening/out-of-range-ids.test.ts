import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { ownerWithProperty } from './owner-fixture.ts';
import { createSignedInUser } from '../factories/users.ts';
import { TestClient } from '../http-client.ts';

/*
 * An admin may name the company a call is for. A number past PostgreSQL's integer range cannot name any
 * row: it is refused as bad input (422 in Spanish), never sent to the database to fail there as a 500.
 */

const tooLarge = 2_147_483_648;

describe('a company id past the integer range', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp();
    client = new TestClient(t.app);
    ({ token } = await createSignedInUser(t.database.db, { role: 'admin' }));
  });
  afterAll(async () => t.close());

  const inQuery = [
    ['GET', '/api/v1/import_feed'],
    ['DELETE', '/api/v1/import_feed'],
    ['POST', '/api/v1/import_feed/sync'],
    ['GET', '/api/v1/imports'],
    ['GET', '/api/v1/my_projects'],
    ['GET', '/api/v1/my_properties'],
  ] as const;

  for (const [method, path] of inQuery) {
    it(`${method} ${path}?company_id=${tooLarge} answers 422`, async () => {
      const res = await client.request(method, `${path}?company_id=${tooLarge}`, { token });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toMatch(/empresa/i);
    });
  }

  const inBody = [
    [
      'PUT',
      '/api/v1/import_feed',
      { url: 'https://example.com/feed.json', period_hours: 6, company_id: tooLarge },
    ],
    ['POST', '/api/v1/properties', { property: { company_id: tooLarge } }],
    ['POST', '/api/v1/projects', { project: { company_id: tooLarge } }],
  ] as const;

  for (const [method, path, body] of inBody) {
    it(`${method} ${path} with company_id ${tooLarge} answers 422`, async () => {
      const res = await client.request(method, path, { token, payload: body });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.body).toMatch(/empresa/i);
    });
  }

  it(`GET /api/v1/admin/audit_log?target_id=${tooLarge} answers 422`, async () => {
    const res = await client.get(`/api/v1/admin/audit_log?target_id=${tooLarge}`, { token });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).toMatch(/objetivo no válido/i);
  });

  it('a member or agent id past the range in a body answers 422', async () => {
    const owner = await ownerWithProperty(t);
    const me = (await owner.client.get('/api/v1/me', { token: owner.token })).json<{
      user: { id: number };
    }>();
    const agent = await owner.client.put(
      `/api/v1/properties/${owner.propertyId}/agent`,
      { agent_id: tooLarge },
      { token: owner.token },
    );
    expect(agent.statusCode, agent.body).toBe(422);
    const deactivate = await owner.client.post(
      `/api/v1/companies/${owner.companyId}/members/${me.user.id}/deactivate`,
      { reassign_to_id: tooLarge },
      { token: owner.token },
    );
    expect(deactivate.statusCode, deactivate.body).toBe(422);
  });
});
