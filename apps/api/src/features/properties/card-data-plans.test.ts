import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/database-targets.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import type { DbHandle } from '../../platform/db/client.ts';
import { runMigrations } from '../../platform/db/migrate.ts';
import { loadCardData } from './card-data.ts';

/*
 * The cards' batch queries are prepared so that PostgreSQL parses and plans them once per connection. A
 * detail asks them for one property, a listing for twenty: both keep one generic plan after PostgreSQL's
 * five custom ones, instead of being planned again on every call. One transaction holds one connection,
 * whose prepared statements pg_prepared_statements lists.
 */
const postgres = databaseTargets().find((target) => target.name === 'PostgreSQL');

describe.skipIf(!postgres)('card batch queries (PostgreSQL only: skipped without DATABASE_URL)', () => {
  let handle: DbHandle;
  let pages: { id: number; companyId: number }[][];

  beforeAll(async () => {
    handle = await postgres!.open();
    await runMigrations(handle);
    const built = [];
    for (let n = 0; n < 3; n += 1)
      built.push(await buildProperty(handle.db, { photos: 1, listings: [{ operation: 'sale' }] }));
    const refs = built.map(({ property }) => ({ id: property.id, companyId: property.companyId }));
    pages = [refs.slice(0, 1), refs, refs.slice(1, 2), refs.slice(0, 2)];
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('keep a generic plan for pages of any size, signed in or not', async () => {
    const plans = await handle.db.transaction(async (tx) => {
      for (let run = 0; run < 12; run += 1) {
        const page = pages[run % pages.length]!;
        const data = await loadCardData(tx, page, run % 2 === 0 ? null : 1);
        expect(data.companies.size).toBeGreaterThan(0);
      }
      return tx.execute<{ name: string; generic_plans: string }>(
        sql`select name, generic_plans from pg_prepared_statements where name like 'card\_%' order by name`,
      );
    });
    expect(plans.rows.map((row) => [row.name, Number(row.generic_plans) > 0])).toEqual([
      ['card_companies', true],
      ['card_contact_phones', true],
      ['card_favorites', true],
      ['card_listings_active', true],
      ['card_main_photos', true],
    ]);
  });
});
