import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { properties, type Company, type UserRole } from '../../../platform/db/schema/index.ts';
import { mineIds } from './my-properties/test-support.ts';

/*
 * The role x company matrix of docs/decisions.md ("Roles") over HTTP: list, delete, publish and archive a
 * property of company A. Refusals are 404 (never 403), guests 401, and a refused action changes nothing.
 */

type ActorName =
  | 'admin'
  | 'company_admin A'
  | 'agent A'
  | 'company_admin B'
  | 'agent B'
  | 'user without company'
  | 'searcher'
  | 'guest';

const allowed: Record<ActorName, 200 | 401 | 404> = {
  admin: 200,
  'company_admin A': 200,
  'agent A': 200,
  'company_admin B': 404,
  'agent B': 404,
  'user without company': 404,
  searcher: 404,
  guest: 401,
};

describe('managing a property: role x company matrix', () => {
  const t = useTestApp();
  const client = t.client;
  let companyA: Company;
  let companyB: Company;
  const tokens = new Map<ActorName, string | undefined>();

  beforeAll(async () => {
    const db = t.database.db;
    companyA = await createCompany(db);
    companyB = await createCompany(db);
    const signIn = async (role: UserRole, companyId: number | null) =>
      (await createSignedInUser(db, { role, companyId })).token;
    tokens.set('admin', await signIn('admin', null));
    tokens.set('company_admin A', await signIn('company_admin', companyA.id));
    tokens.set('agent A', await signIn('agent', companyA.id));
    tokens.set('company_admin B', await signIn('company_admin', companyB.id));
    tokens.set('agent B', await signIn('agent', companyB.id));
    tokens.set('user without company', await signIn('agent', null));
    tokens.set('searcher', await signIn('user', null));
    tokens.set('guest', undefined);
  });

  const asActor = (actor: ActorName) => {
    const token = tokens.get(actor);
    return token ? { token } : {};
  };
  const statusOf = async (id: number) =>
    (
      await t.database.db.select({ status: properties.status }).from(properties).where(eq(properties.id, id))
    )[0]?.status;

  for (const [actor, expected] of Object.entries(allowed) as [ActorName, 200 | 401 | 404][]) {
    describe(actor, () => {
      it(`delete → ${expected}`, async () => {
        const { property } = await buildProperty(t.database.db, { company: companyA, status: 'draft' });
        const res = await client.delete(`/api/v1/properties/${property.id}`, asActor(actor));
        expect(res.statusCode).toBe(expected);
        expect(await statusOf(property.id)).toBe(expected === 200 ? undefined : 'draft');
      });

      it(`publish → ${expected}`, async () => {
        const { property } = await buildProperty(t.database.db, {
          company: companyA,
          status: 'draft',
          publishedAt: null,
        });
        const res = await client.patch(
          `/api/v1/properties/${property.slug}`,
          { property: { status: 'published' } },
          asActor(actor),
        );
        expect(res.statusCode).toBe(expected);
        expect(await statusOf(property.id)).toBe(expected === 200 ? 'published' : 'draft');
      });

      it(`archive → ${expected}`, async () => {
        const { property } = await buildProperty(t.database.db, { company: companyA });
        const res = await client.patch(
          `/api/v1/properties/${property.id}`,
          { property: { status: 'archived' } },
          asActor(actor),
        );
        expect(res.statusCode).toBe(expected);
        expect(await statusOf(property.id)).toBe(expected === 200 ? 'archived' : 'published');
      });

      it(`list with company_id of A → ${expected === 401 ? 401 : 200}, A's draft ${expected === 200 ? 'shown' : 'never shown'}`, async () => {
        const { property } = await buildProperty(t.database.db, { company: companyA, status: 'draft' });
        const query = { company_id: String(companyA.id) };
        const token = tokens.get(actor);
        if (!token) {
          expect((await client.get('/api/v1/my_properties', { query })).statusCode).toBe(401);
          return;
        }
        expect((await mineIds(client, token, query)).includes(property.id)).toBe(expected === 200);
      });
    });
  }

  it('refusals carry no hint: the same 404 body as a property that does not exist', async () => {
    const { property } = await buildProperty(t.database.db, { company: companyA, visibility: 'private' });
    const token = tokens.get('agent B');
    const hidden = await client.delete(`/api/v1/properties/${property.id}`, { ...(token ? { token } : {}) });
    const missing = await client.delete('/api/v1/properties/no-existe-esta-propiedad', {
      ...(token ? { token } : {}),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
  });
});
