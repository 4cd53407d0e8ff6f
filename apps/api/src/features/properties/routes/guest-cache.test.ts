import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { properties, type Company } from '../../../platform/db/schema/index.ts';
import { viewWritesSettled } from '../view-recorder.ts';

/*
 * The guest answer cache (platform/http/guest-answer-cache.ts), on for this file with a long life so that what it
 * keeps is observable: a change written straight into the database (as another process would) is not seen
 * by guests until the entry expires, a signed-in viewer sees it at once, and any write through this
 * process's API empties the cache.
 */
describe('guest answers kept in memory for GUEST_CACHE_SECONDS', () => {
  const t = useTestApp({ GUEST_CACHE_SECONDS: '60' });
  const client = t.client;
  let company: Company;
  let managerToken: string;

  beforeAll(async () => {
    company = await createCompany(t.database.db);
    managerToken = (await createSignedInUser(t.database.db, { role: 'company_admin', companyId: company.id }))
      .token;
  });

  const renameInDatabase = (id: number, title: string) =>
    t.database.db.update(properties).set({ title }).where(eq(properties.id, id));
  const listedTitles = async (token?: string) =>
    (await client.get('/api/v1/properties?sort=recent', { token }))
      .json<{ properties: { title: string }[] }>()
      .properties.map((p) => p.title);
  const detailTitle = async (slug: string, token?: string) =>
    (await client.get(`/api/v1/properties/${slug}`, { token })).json<{ property: { title: string } }>()
      .property.title;

  it('a guest keeps the listing and the detail it was given; a signed-in viewer reads the database', async () => {
    const { property } = await buildProperty(t.database.db, { company, title: 'Casa de antes' });
    expect(await listedTitles()).toContain('Casa de antes');
    expect(await detailTitle(property.slug)).toBe('Casa de antes');

    await renameInDatabase(property.id, 'Casa de después');
    expect(await listedTitles()).toContain('Casa de antes');
    expect(await detailTitle(property.slug)).toBe('Casa de antes');
    expect(await listedTitles(managerToken)).toContain('Casa de después');
    expect(await detailTitle(property.slug, managerToken)).toBe('Casa de después');
  });

  it('a write through the API empties it: guests see the change at once', async () => {
    const { property } = await buildProperty(t.database.db, { company, title: 'Depa de antes' });
    expect(await detailTitle(property.slug)).toBe('Depa de antes');
    await renameInDatabase(property.id, 'Depa de después');
    expect(await detailTitle(property.slug)).toBe('Depa de antes');

    // Any write request, whatever it does: here a favourite.
    const searcher = await createSignedInUser(t.database.db, { role: 'user' });
    const favorite = await client.post(`/api/v1/properties/${property.id}/favorite`, undefined, {
      token: searcher.token,
    });
    expect(favorite.statusCode, favorite.body).toBeLessThan(300);
    expect(await detailTitle(property.slug)).toBe('Depa de después');
    expect(await listedTitles()).toContain('Depa de después');
  });

  it('still counts each guest’s view when the detail comes from memory', async () => {
    const { property } = await buildProperty(t.database.db, { company });
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${property.slug}`,
        remoteAddress: ip,
        headers: { 'user-agent': 'Mozilla/5.0 (Firefox)' },
      });
      expect(res.statusCode).toBe(200);
    }
    await viewWritesSettled();
    const [row] = await t.database.db
      .select({ viewCount: properties.viewCount })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row?.viewCount).toBe(3);
  });
});
