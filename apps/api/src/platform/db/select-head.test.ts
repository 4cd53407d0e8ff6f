import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/database-targets.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import type { DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { properties } from './schema/index.ts';
import { renderedOnce, selectHead } from './select-head.ts';

/*
 * selectHead writes a select's column list once and maps its rows itself: the rows must be exactly what
 * drizzle's own select returns (dates as Dates, numerics as strings, nulls, jsonb, mapWith), on both
 * drivers and inside a transaction. On PGlite always, on PostgreSQL too when DATABASE_URL is set.
 */
const targets = databaseTargets();

const fields = {
  ...getTableColumns(properties),
  excerpt: sql<string | null>`left(${properties.description}, 5)`,
  doubled: sql<number>`${properties.viewCount} * 2`.mapWith(Number),
  flag: sql<boolean>`${properties.featured}`.as('flag'),
};
const head = selectHead(fields, properties);

describe.each(targets)('selectHead on $name', ({ open }) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await open();
    await runMigrations(handle);
    await buildProperty(handle.db, { description: 'Amplia casa con jardín', viewCount: 7, featured: true });
    // Nulls where the first has values: no description, never published.
    await buildProperty(handle.db, { description: null, status: 'draft', publishedAt: null });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('returns the rows drizzle returns, in the order of the tail', async () => {
    const drizzleRows = await handle.db.select(fields).from(properties).orderBy(desc(properties.id));
    const rows = await head(handle.db, sql`order by ${properties.id} desc`).execute();
    expect(rows).toEqual(drizzleRows);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.publishedAt).toBeNull();
    expect(rows[1]!.createdAt).toBeInstanceOf(Date);
    expect(rows[1]!.excerpt).toBe('Ampli');
    expect(rows[1]!.doubled).toBe(14);
    expect(rows[1]!.flag).toBe(true);
  });

  it('numbers the parameters of the tail from $1, and runs as a named statement or inside a transaction', async () => {
    const [first] = await handle.db.select({ id: properties.id }).from(properties).orderBy(properties.id);
    const statement = head(handle.db, sql`where ${eq(properties.id, first!.id)}`);
    expect(statement.toSQL().params).toEqual([first!.id]);
    expect(statement.toSQL().sql).toMatch(/^select .* from "properties" where "properties"\."id" = \$1$/s);
    expect((await statement.prepare('select_head_test').execute()).map((row) => row.id)).toEqual([first!.id]);
    const inTransaction = await handle.db.transaction((tx) =>
      head(tx, sql`where ${properties.id} = ${first!.id}`).execute(),
    );
    expect(inTransaction).toEqual(await statement.execute());
  });

  it('refuses fragments with parameters where none may be', () => {
    expect(() => renderedOnce(sql`${properties.id} = ${1}`)).toThrow();
    expect(() => selectHead({ one: sql<number>`${1}::int` }, properties)).toThrow();
    expect(renderedOnce(sql`${properties.id} desc`)).toEqual(sql.raw('"properties"."id" desc'));
  });
});
