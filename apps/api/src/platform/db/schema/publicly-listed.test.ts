import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { buildProperty } from '../../../../test/factories/properties.ts';
import { properties, publiclyListed, reachableByLink } from './properties.ts';
import { isPubliclyListed, isReachableByLink } from './publicly-listed.ts';

/*
 * The public conditions exist twice, as SQL for queries and indexes and as a test on a row already read
 * (the photos' cache policy, the detail's 404): both must say the same for every state a property can be in.
 */
describe('publicly listed and reachable by link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('mean the same in SQL and on a row, for every status, visibility, hidden and suspended state', async () => {
    const db = t.database.db;
    const ids: number[] = [];
    for (const status of ['draft', 'published', 'archived'] as const) {
      for (const visibility of ['public', 'unlisted', 'private'] as const) {
        for (const hiddenAt of [null, new Date()]) {
          for (const companySuspended of [false, true]) {
            const { property } = await buildProperty(db, { status, visibility, hiddenAt, companySuspended });
            ids.push(property.id);
          }
        }
      }
    }
    const rows = await db
      .select({
        status: properties.status,
        visibility: properties.visibility,
        hiddenAt: properties.hiddenAt,
        companySuspended: properties.companySuspended,
        listed: publiclyListed.mapWith(Boolean),
        reachable: reachableByLink.mapWith(Boolean),
      })
      .from(properties)
      .where(inArray(properties.id, ids));
    expect(rows).toHaveLength(36);
    for (const row of rows) {
      expect({ ...row, listed: isPubliclyListed(row), reachable: isReachableByLink(row) }).toEqual(row);
    }
    const state = (row: (typeof rows)[number]) =>
      `${row.status} ${row.visibility} ${row.hiddenAt ? 'hidden' : 'shown'} ${row.companySuspended ? 'suspended' : 'active'}`;
    expect(rows.filter((row) => row.listed).map(state)).toEqual(['published public shown active']);
    expect(rows.filter((row) => row.reachable).map(state)).toEqual([
      'published public shown active',
      'published unlisted shown active',
    ]);
  });
});
