import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertySorts } from '@inmuebles/shared/properties/enums';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { createCompany } from '../../../../test/factories/companies.ts';
import { buildProperty, type BuildPropertyOverrides } from '../../../../test/factories/properties.ts';
import { propertyViews } from '../../../platform/db/schema/index.ts';
import { listIds, listProperties, walkPages } from './list-test-support.ts';

const DAY = 86_400_000;

/** Mirror of platform/db/schema/ranking-key.ts, to state the expected smart order independently of the SQL. */
function smartScore(p: Seed, now: number): number {
  return (
    Math.log(1 + p.views) +
    2 * Math.log(1 + p.favorites) +
    3 * Math.log(1 + p.contacts) +
    (p.featured ? 1.5 : 0) +
    (p.premium ? 1 : 0) -
    (now - p.publishedAt.getTime()) / DAY / 30
  );
}

interface Seed {
  key: string;
  views: number;
  favorites: number;
  contacts: number;
  daysAgo: number;
  featured?: boolean;
  premium?: boolean;
  publishedAt: Date;
  id: number;
}

/*
 * Sorts against a known data set. Keys A..H are created in this order, so ids ascend A < B < ... < H.
 * G and H are identical (same counters, same publication instant): every sort must break their tie by id.
 */
const seeds: Omit<Seed, 'publishedAt' | 'id'>[] = [
  { key: 'A', views: 100, favorites: 0, contacts: 0, daysAgo: 10 },
  { key: 'B', views: 10, favorites: 20, contacts: 0, daysAgo: 5 },
  { key: 'C', views: 0, favorites: 0, contacts: 5, daysAgo: 1, featured: true },
  { key: 'D', views: 50, favorites: 5, contacts: 1, daysAgo: 60, premium: true },
  { key: 'E', views: 0, favorites: 0, contacts: 0, daysAgo: 0 },
  { key: 'F', views: 5, favorites: 1, contacts: 0, daysAgo: 400, featured: true, premium: true },
  { key: 'G', views: 20, favorites: 0, contacts: 0, daysAgo: 3 },
  { key: 'H', views: 20, favorites: 0, contacts: 0, daysAgo: 3 },
];

describe('GET /api/v1/properties: sorts', () => {
  const t = useTestApp();
  const client = t.client;
  let now: number;
  const built: Seed[] = [];
  const id = (key: string) => built.find((s) => s.key === key)?.id;
  const idsOf = (keys: string) => [...keys].map(id);

  beforeAll(async () => {
    const db = t.database.db;
    const company = await createCompany(db);
    now = Date.now();
    for (const seed of seeds) {
      const publishedAt = new Date(now - seed.daysAgo * DAY);
      const overrides: BuildPropertyOverrides = {
        company,
        title: `Propiedad ${seed.key}`,
        viewCount: seed.views,
        favoriteCount: seed.favorites,
        contactCount: seed.contacts,
        featured: seed.featured ?? false,
        premium: seed.premium ?? false,
        publishedAt,
        createdAt: publishedAt,
      };
      const { property } = await buildProperty(db, overrides);
      built.push({ ...seed, publishedAt, id: property.id });
    }
    // Trending: B 5 views this week (trend 5), C 2 this week and 3 before (2 - 1 = 1), A 3 this week and
    // 9 before (3 - 3 = 0), D none this week and 6 before (-2), the rest no views (0).
    const views: [string, number, number][] = [
      ['B', 5, 0],
      ['C', 2, 3],
      ['A', 3, 9],
      ['D', 0, 6],
    ];
    let visitor = 0;
    for (const [key, thisWeek, before] of views) {
      const days = [
        ...Array.from({ length: thisWeek }, (_, i) => i % 7),
        ...Array.from({ length: before }, (_, i) => 7 + (i % 21)),
      ];
      for (const daysAgo of days) {
        visitor += 1;
        await db.insert(propertyViews).values({
          propertyId: id(key) ?? 0,
          visitorHash: `visitor-${visitor}`,
          viewedOn: sql`(now() at time zone 'America/Lima')::date - ${daysAgo}::int`,
        });
      }
    }
    // Views older than four weeks do not count at all.
    await db.insert(propertyViews).values({
      propertyId: id('D') ?? 0,
      visitorHash: 'old-visitor',
      viewedOn: sql`(now() at time zone 'America/Lima')::date - 40`,
    });
    // The trending sort reads the precomputed trend_score (features/properties/trending.ts), refreshed on a timer.
    await t.app.trendScores.refresh();
  });

  it('recent: latest publication first', async () => {
    expect(await listIds(client, { sort: 'recent' })).toEqual(idsOf('ECHGBADF'));
  });

  it('most_viewed: view_count, ties by newest id', async () => {
    expect(await listIds(client, { sort: 'most_viewed' })).toEqual(idsOf('ADHGBFEC'));
  });

  it('most_favorited: favorite_count, ties by newest id', async () => {
    expect(await listIds(client, { sort: 'most_favorited' })).toEqual(idsOf('BDFHGECA'));
  });

  it('trending: views of the last 7 days against the weekly average of the 3 weeks before', async () => {
    expect(await listIds(client, { sort: 'trending' })).toEqual(idsOf('BCHGFEAD'));
  });

  it('smart_ranking (default): engagement, boosts and freshness, as documented', async () => {
    const expected = [...built]
      .sort((a, b) => smartScore(b, now) - smartScore(a, now) || b.id - a.id)
      .map((s) => s.id);
    expect(await listIds(client)).toEqual(expected);
    expect(await listIds(client, { sort: 'smart_ranking' })).toEqual(expected);
    const cards = (await listProperties(client)).properties;
    for (const card of cards) {
      const seed = built.find((s) => s.id === card.id);
      expect(card.ranking.relevance_score).toBeCloseTo(seed ? smartScore(seed, now) : NaN, 2);
    }
  });

  it('smart_ranking: a featured or premium boost lifts an otherwise equal property', async () => {
    const smart = await listIds(client);
    // C (featured) vs E: C is one day older, but featured and five contacts far outweigh a day.
    expect(smart.indexOf(id('C') ?? 0)).toBeLessThan(smart.indexOf(id('E') ?? 0));
  });

  it('featured and premium: flagged properties first, each group by smart score', async () => {
    const bySmart = (keys: string) =>
      built
        .filter((s) => keys.includes(s.key))
        .sort((a, b) => smartScore(b, now) - smartScore(a, now) || b.id - a.id)
        .map((s) => s.id);
    expect(await listIds(client, { sort: 'featured' })).toEqual([...bySmart('CF'), ...bySmart('ABDEGH')]);
    expect(await listIds(client, { sort: 'premium' })).toEqual([...bySmart('DF'), ...bySmart('ABCEGH')]);
  });

  it.each(propertySorts)(
    '%s: walking pages of 3 gives every property exactly once, in the same order',
    async (sort) => {
      const all = await listIds(client, { sort });
      expect(all).toHaveLength(8);
      expect(await walkPages(client, { sort }, 3)).toEqual(all);
    },
  );

  it('reports the pagination of a middle and of a past-the-end page', async () => {
    const middle = await listProperties(client, { per_page: '3', page: '2' });
    expect(middle.properties).toHaveLength(3);
    expect(middle.pagination).toEqual({
      current_page: 2,
      total_pages: 3,
      total_count: 8,
      per_page: 3,
      total_is_exact: true,
    });
    const past = await listProperties(client, { per_page: '3', page: '9' });
    expect(past.properties).toEqual([]);
    expect(past.pagination).toEqual({
      current_page: 9,
      total_pages: 3,
      total_count: 8,
      per_page: 3,
      total_is_exact: true,
    });
  });
});
