import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { createSignedInUser } from '../../../../test/factories/users.ts';
import { resetClock, setClock } from '../../../platform/runtime/clock.ts';
import { properties, propertyViews, type Company } from '../../../platform/db/schema/index.ts';
import { viewWritesSettled } from '../view-recorder.ts';

/*
 * A view is counted once per visitor, property and Lima calendar day, never for the company's own members,
 * after the answer has been sent (the test waits for the background writes before reading the counter).
 */

interface Visit {
  ip?: string;
  userAgent?: string;
  token?: string;
  vid?: string;
}

describe('view counting on GET /api/v1/properties/{slug}', () => {
  let t: TestApp;
  let slug: string;
  let propertyId: number;
  let company: Company;

  async function visit(v: Visit = {}) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${slug}`,
      remoteAddress: v.ip ?? '203.0.113.10',
      headers: {
        'user-agent': v.userAgent ?? 'Mozilla/5.0 (Firefox)',
        ...(v.token ? { authorization: `Bearer ${v.token}` } : {}),
      },
      ...(v.vid ? { cookies: { vid: v.vid } } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res;
  }

  async function viewCount(): Promise<number> {
    await viewWritesSettled();
    const [row] = await t.database.db
      .select({ viewCount: properties.viewCount })
      .from(properties)
      .where(eq(properties.id, propertyId));
    return row?.viewCount ?? -1;
  }

  /** Runs the visits and returns how much the counter moved. */
  async function added(...visits: Visit[]): Promise<number> {
    const before = await viewCount();
    for (const v of visits) await visit(v);
    return (await viewCount()) - before;
  }

  /** Moves "today" (the clock every view reads) to a fixed instant. */
  const travelTo = (iso: string) => {
    const at = new Date(iso).getTime();
    setClock(() => new Date(at));
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  beforeEach(async () => {
    travelTo('2026-03-10T15:00:00Z');
    const built = await buildProperty(t.database.db, {});
    ({ slug, id: propertyId } = built.property);
    company = built.company as Company;
  });
  afterEach(() => resetClock());
  afterAll(async () => t.close());

  it('counts the same visitor once a day, and another visitor again', async () => {
    expect(await added({}, {})).toBe(1);
    expect(await added({ userAgent: 'Mozilla/5.0 (Safari)' })).toBe(1);
    expect(await added({ ip: '198.51.100.7' })).toBe(1);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, propertyId));
    expect(row?.lastViewedAt?.toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it('counts the same visitor again the next Lima day, not before', async () => {
    expect(await added({})).toBe(1);
    // 23:30 in Lima (UTC−5) is still the same day there.
    travelTo('2026-03-11T04:30:00Z');
    expect(await added({})).toBe(0);
    travelTo('2026-03-11T05:30:00Z');
    expect(await added({})).toBe(1);
    const days = await t.database.db
      .select({ day: propertyViews.viewedOn })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, propertyId));
    expect(days.map((d) => d.day).sort()).toEqual(['2026-03-10', '2026-03-11']);
  });

  it("does not count the company's own members, nor admins", async () => {
    const agent = await createSignedInUser(t.database.db, { role: 'agent', companyId: company.id });
    const owner = await createSignedInUser(t.database.db, { role: 'company_admin', companyId: company.id });
    const admin = await createSignedInUser(t.database.db, { role: 'admin' });
    expect(await added({ token: agent.token }, { token: owner.token }, { token: admin.token })).toBe(0);
  });

  it('counts a signed-in visitor by account, whatever the network', async () => {
    const shopper = await createSignedInUser(t.database.db, { role: 'company_admin' });
    expect(await added({ token: shopper.token }, { token: shopper.token, ip: '198.51.100.99' })).toBe(1);
    expect(await added({})).toBe(1);
  });

  it('gives a first-time browser a one-year visitor cookie, and recognises it from the next day on', async () => {
    const first = await visit({});
    const cookie = first.cookies.find((c) => c.name === 'vid');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/v1/properties', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    const vid = cookie?.value ?? '';
    expect(vid).toMatch(/^[A-Za-z0-9_-]{22}\.20260310\.[A-Za-z0-9_-]{22}$/);
    // Same day, same browser now sending its cookie: the first visit already counted.
    expect(await added({ vid })).toBe(0);
    travelTo('2026-03-12T15:00:00Z');
    // From the next day on the cookie is the visitor, whatever its network.
    expect(await added({ vid, ip: '198.51.100.1' }, { vid, ip: '198.51.100.2', userAgent: 'Otro' })).toBe(1);
    expect((await visit({ vid })).cookies.find((c) => c.name === 'vid')).toBeUndefined();
  });

  it('does not count a forged visitor cookie: a script minting one per request counts once a day', async () => {
    travelTo('2026-03-15T15:00:00Z');
    const forged = (i: number) => `${String(i).padStart(22, 'x')}.20260301`;
    const signedLookalike = (i: number) => `${forged(i)}.${'A'.repeat(22)}`;
    // Ten "browsers" from one script: ten cookies dated two weeks ago, none signed by the server.
    const visits = Array.from({ length: 10 }, (_, i) => ({
      vid: i % 2 === 0 ? forged(i) : signedLookalike(i),
      ip: '198.51.100.77',
    }));
    expect(await added(...visits)).toBe(1);
    // The forged cookie is replaced by a signed one.
    const answer = await visit({ vid: forged(99), ip: '198.51.100.77' });
    expect(answer.cookies.find((c) => c.name === 'vid')?.value).toMatch(/\.20260315\.[A-Za-z0-9_-]{22}$/);
  });

  it('does not count crawlers', async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(await added({ userAgent: googlebot }, { userAgent: 'facebookexternalhit/1.1' })).toBe(0);
  });

  it('keeps no raw address or cookie in the views table', async () => {
    await visit({ ip: '192.0.2.44' });
    await viewWritesSettled();
    const rows = await t.database.db
      .select({ visitor: propertyViews.visitorHash })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, propertyId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitor).toMatch(/^a:[0-9a-f]{64}$/);
  });
});
