import { eq, sql } from 'drizzle-orm';
import { databaseTargets } from '../../../test/database-targets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories/companies.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import type { DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { listingTotals, properties, type Company } from './schema/index.ts';

/*
 * listing_totals (migration 0014) against a real count after every kind of write: the unfiltered listing
 * shows its number as the catalogue's total, so it must never drift. On PGlite always, on PostgreSQL too
 * when DATABASE_URL is set.
 */
const targets = databaseTargets();

describe.each(targets)('listing_totals on $name', ({ open }) => {
  let handle: DbHandle;
  let company: Company;

  beforeAll(async () => {
    handle = await open();
    await runMigrations(handle);
    company = await createCompany(handle.db);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function kept(): Promise<number> {
    const [row] = await handle.db.select({ listed: listingTotals.listed }).from(listingTotals);
    return row?.listed ?? NaN;
  }

  async function counted(): Promise<number> {
    const { rows } = await handle.db.execute<{ n: number }>(sql`
      select count(*)::int n from properties
      where status = 'published' and visibility = 'public' and hidden_at is null and not company_suspended`);
    return rows[0]?.n ?? NaN;
  }

  it('starts at the catalogue count and follows single inserts of every state', async () => {
    expect(await kept()).toBe(0);
    await buildProperty(handle.db, { companyId: company.id });
    await buildProperty(handle.db, { companyId: company.id, status: 'draft' });
    await buildProperty(handle.db, { companyId: company.id, visibility: 'unlisted' });
    await buildProperty(handle.db, { companyId: company.id, hiddenAt: new Date() });
    expect(await kept()).toBe(1);
    expect(await kept()).toBe(await counted());
  });

  it('counts a bulk insert once per statement', async () => {
    await handle.db.execute(sql`
      insert into properties (company_id, title, slug, property_type, property_detail_type, price, currency,
        status, visibility, published_at)
      select ${company.id}, 'Casa ' || g, 'bulk-' || g, 'residential', 'HouseResource', 100000, 'USD',
        (case when g % 3 = 0 then 'draft' else 'published' end)::property_status, 'public', now()
      from generate_series(1, 30) g`);
    expect(await kept()).toBe(1 + 20);
    expect(await kept()).toBe(await counted());
  });

  it('follows updates that list or unlist, and ignores the others', async () => {
    const before = await kept();
    await handle.db.update(properties).set({ viewCount: 7 });
    expect(await kept()).toBe(before);
    await handle.db
      .update(properties)
      .set({ status: 'archived' })
      .where(sql`slug = 'bulk-1'`);
    expect(await kept()).toBe(before - 1);
    await handle.db
      .update(properties)
      .set({ status: 'published' })
      .where(sql`slug in ('bulk-1', 'bulk-3')`);
    expect(await kept()).toBe(before + 1);
    expect(await kept()).toBe(await counted());
  });

  it('follows a company suspension over all its properties in one statement, and its end', async () => {
    await handle.db
      .update(properties)
      .set({ companySuspended: true })
      .where(eq(properties.companyId, company.id));
    expect(await kept()).toBe(0);
    await handle.db
      .update(properties)
      .set({ companySuspended: false })
      .where(eq(properties.companyId, company.id));
    expect(await kept()).toBe(await counted());
    expect(await kept()).toBeGreaterThan(0);
  });

  it('leaves the total alone when the change is rolled back', async () => {
    const before = await kept();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(properties).set({ status: 'archived' }).where(eq(properties.companyId, company.id));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await kept()).toBe(before);
    // Two statements of one transaction, each written once.
    await handle.db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ hiddenAt: new Date() })
        .where(sql`slug = 'bulk-2'`);
      await tx
        .update(properties)
        .set({ visibility: 'private' })
        .where(sql`slug = 'bulk-4'`);
    });
    expect(await kept()).toBe(before - 2);
    expect(await kept()).toBe(await counted());
  });

  it('follows deletes and a truncate', async () => {
    await handle.db.delete(properties).where(sql`slug like 'bulk-%' and slug < 'bulk-2'`);
    expect(await kept()).toBe(await counted());
    await handle.db.execute(sql`truncate properties cascade`);
    expect(await kept()).toBe(0);
    await buildProperty(handle.db, { companyId: company.id });
    expect(await kept()).toBe(1);
  });
});
