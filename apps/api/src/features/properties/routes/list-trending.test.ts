import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { TestClient } from '../../../../test/http-client.ts';
import { buildApp } from '../../../app.ts';
import { properties, propertyViews, jobRuns } from '../../../platform/db/schema/index.ts';
import { TREND_REFRESH_LOCK_KEY } from '../trending.ts';
import { listIds } from './list-test-support.ts';

/*
 * "Tendencia" orders by a precomputed trend_score (features/properties/trending.ts): the listing follows new views
 * once the score is refreshed (at start and on a timer), and a refresh rewrites only the rows it changes.
 * Properties P, Q, R, S are created in this order, so ids ascend and ties list S, R, Q, P.
 */

describe('GET /api/v1/properties?sort=trending: the precomputed trend', () => {
  const t = useTestApp();
  const client = t.client;
  const ids: Record<string, number> = {};
  let visitor = 0;

  /** Adds `count` views of distinct visitors to a property, `daysAgo` Lima days ago. */
  async function addViews(key: string, count: number, daysAgo: number) {
    for (let i = 0; i < count; i += 1) {
      visitor += 1;
      await t.database.db.insert(propertyViews).values({
        propertyId: ids[key] ?? 0,
        visitorHash: `trend-visitor-${visitor}`,
        viewedOn: sql`(now() at time zone 'America/Lima')::date - ${daysAgo}::int`,
      });
    }
  }

  const trendOrder = async () => (await listIds(client, { sort: 'trending' })).map(keyOf);
  const keyOf = (id: number) => Object.keys(ids).find((key) => ids[key] === id) ?? `?${id}`;

  /** Each property's row version (xmin) and updated_at: a rewritten row gets a new xmin. */
  async function rowVersions() {
    const { rows } = await t.database.db.execute<{ id: number; version: string; updated: string }>(
      sql`select id, xmin::text as version, updated_at::text as updated from ${properties} order by id`,
    );
    return Object.fromEntries(rows.map((r) => [keyOf(r.id), { version: r.version, updated: r.updated }]));
  }

  async function trendScore(key: string): Promise<number | undefined> {
    const [row] = await t.database.db
      .select({ trend: properties.trendScore })
      .from(properties)
      .where(eq(properties.id, ids[key] ?? 0));
    return row?.trend;
  }

  beforeAll(async () => {
    const company = await createCompany(t.database.db);
    for (const key of ['P', 'Q', 'R', 'S']) {
      const { property } = await buildProperty(t.database.db, { company, title: `Propiedad ${key}` });
      ids[key] = property.id;
    }
    // P: 4 this week (trend 4); Q: 2 this week, 3 in the weeks before (2 - 1 = 1).
    await addViews('P', 4, 0);
    await addViews('Q', 2, 3);
    await addViews('Q', 3, 10);
    expect(await t.app.trendScores.refresh()).toBe(2);
  });

  it('lists by the refreshed trend, ties by newest id', async () => {
    expect(await trendOrder()).toEqual(['P', 'Q', 'S', 'R']);
  });

  it('follows new views once refreshed, rewriting only the rows whose trend changed', async () => {
    await addViews('R', 6, 1);
    // Until the next refresh the listing keeps the scores it has (at most one interval old).
    expect(await trendOrder()).toEqual(['P', 'Q', 'S', 'R']);

    const before = await rowVersions();
    expect(await t.app.trendScores.refresh()).toBe(1);
    expect(await trendOrder()).toEqual(['R', 'P', 'Q', 'S']);
    const after = await rowVersions();
    expect(after.R?.version).not.toBe(before.R?.version);
    for (const key of ['P', 'Q', 'S']) expect(after[key], key).toEqual(before[key]);
    // A trend is not an edit of the listing.
    expect(after.R?.updated).toBe(before.R?.updated);

    // Nothing new: nothing written.
    expect(await t.app.trendScores.refresh()).toBe(0);
    expect(await rowVersions()).toEqual(after);
  });

  it('zeroes a property whose views all fell out of the four weeks', async () => {
    await t.database.db
      .update(propertyViews)
      .set({ viewedOn: sql`(now() at time zone 'America/Lima')::date - 29` })
      .where(eq(propertyViews.propertyId, ids.P ?? 0));
    expect(await trendScore('P')).toBe(4);
    expect(await t.app.trendScores.refresh()).toBe(1);
    expect(await trendScore('P')).toBe(0);
    expect(await trendOrder()).toEqual(['R', 'Q', 'S', 'P']);
  });

  it('refreshes when the app starts', async () => {
    await addViews('S', 9, 2);
    // A period later (no process has refreshed within it: platform/jobs/job-runs.ts)...
    await t.database.db.delete(jobRuns);
    // ...a second app on the same database: its start-up refresh alone must bring S up.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await second.ready();
      // The start-up refresh runs in the background: wait for it, without starting another.
      await second.trendScores.idle();
      expect(await trendScore('S')).toBe(9);
      expect(await listIds(new TestClient(second), { sort: 'trending' })).toEqual([
        ids.S,
        ids.R,
        ids.Q,
        ids.P,
      ]);
    } finally {
      await second.close();
    }
  });

  // Only PostgreSQL has other connections; PGlite is one connection, where the lock is always free.
  it.runIf(Boolean(process.env.DATABASE_URL))('skips its turn while another process refreshes', async () => {
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [TREND_REFRESH_LOCK_KEY]);
      expect(await t.app.trendScores.refresh()).toBeNull();
      await other.query('commit');
      expect(await t.app.trendScores.refresh()).toBe(0);
    } finally {
      await other.end();
    }
  });
});
