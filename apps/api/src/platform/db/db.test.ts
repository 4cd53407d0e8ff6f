import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { databaseTargets } from '../../../test/database-targets.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle, DbOrTx } from './client.ts';
import { runMigrations } from './migrate.ts';
import { companies, properties, propertyColumns, propertyViews } from './schema/index.ts';

/*
 * The same checks on both drivers: PGlite always (in memory), PostgreSQL too when DATABASE_URL is set
 * (after a reset, so the run starts from an empty database like a fresh deployment).
 */
const targets = databaseTargets();

describe.each(targets)('database layer on $name', ({ open }) => {
  let handle: DbHandle;

  beforeAll(async () => {
    handle = await open();
    await runMigrations(handle);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function scalar<T>(query: ReturnType<typeof sql>): Promise<T> {
    const { rows } = await handle.db.execute<Record<string, T>>(query);
    return Object.values(rows[0] ?? {})[0] as T;
  }

  /** Shaped like a repository function: works on the database or inside a transaction. */
  async function insertCompany(slug: string, dbOrTx: DbOrTx = handle.db): Promise<number> {
    const [company] = await dbOrTx
      .insert(companies)
      .values({ name: `Empresa ${slug}`, slug })
      .returning();
    return company!.id;
  }

  it('answers a ping', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('has unaccent behind an immutable wrapper and pg_trgm', async () => {
    expect(await scalar<string>(sql`select immutable_unaccent('Jesús María')`)).toBe('Jesus Maria');
    expect(Number(await scalar<number>(sql`select similarity('Mirafores', 'Miraflores')`))).toBeGreaterThan(
      0.3,
    );
  });

  it('fills search_vector so a Spanish, accent-free query finds the property', async () => {
    const companyId = await insertCompany('busqueda');
    const [inserted] = await handle.db
      .insert(properties)
      .values({
        companyId,
        title: 'Oficina en Jesús María',
        slug: 'oficina-en-jesus-maria',
        description: 'Amplia oficina con recepción.',
        district: 'Jesús María',
        province: 'Lima',
        region: 'Lima',
        price: '250000.50',
        areaM2: '120.00',
      })
      .returning(propertyColumns);
    expect(inserted).toMatchObject({
      price: '250000.50',
      areaM2: '120.00',
      country: 'Perú',
      status: 'draft',
    });
    expect(inserted).not.toHaveProperty('searchVector');

    const matches = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        sql`${properties.searchVector} @@ plainto_tsquery('spanish', immutable_unaccent('oficinas jesus maria'))`,
      );
    expect(matches).toEqual([{ id: inserted!.id }]);

    const misses = await handle.db
      .select({ id: properties.id })
      .from(properties)
      .where(
        sql`${properties.searchVector} @@ plainto_tsquery('spanish', immutable_unaccent('almacén callao'))`,
      );
    expect(misses).toEqual([]);
  });

  it('counts a view once per visitor, property and day', async () => {
    const companyId = await insertCompany('vistas');
    const [property] = await handle.db
      .insert(properties)
      .values({ companyId, title: 'Casa en Surco', slug: 'casa-en-surco' })
      .returning({ id: properties.id });
    const view = { propertyId: property!.id, visitorHash: 'visitante-1', viewedOn: '2026-01-15' };

    await handle.db.insert(propertyViews).values(view);
    // A driver error wraps the PostgreSQL one; the SQLSTATE is on the cause.
    const duplicate = await handle.db
      .insert(propertyViews)
      .values(view)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(duplicate).toBeInstanceOf(Error);
    expect(((duplicate as Error).cause as { code?: string } | undefined)?.code).toBe('23505');

    // The way callers count a view: the conflict is absorbed and nothing is returned.
    const again = await handle.db.insert(propertyViews).values(view).onConflictDoNothing().returning();
    expect(again).toEqual([]);
    const nextDay = await handle.db
      .insert(propertyViews)
      .values({ ...view, viewedOn: '2026-01-16' })
      .onConflictDoNothing()
      .returning();
    expect(nextDay).toHaveLength(1);

    const [row] = await handle.db
      .select({ views: count() })
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, property!.id));
    expect(row!.views).toBe(2);
  });

  it('rolls back every write of a failed transaction', async () => {
    const failure = handle.db.transaction(async (tx) => {
      await insertCompany('revertida', tx);
      throw new Error('abortar');
    });
    await expect(failure).rejects.toThrow('abortar');
    const rows = await handle.db.select().from(companies).where(eq(companies.slug, 'revertida'));
    expect(rows).toEqual([]);
  });

  it('treats a second migration run as a no-op', async () => {
    const before = await scalar<number>(sql`select count(*)::int from drizzle.__drizzle_migrations`);
    await runMigrations(handle);
    const after = await scalar<number>(sql`select count(*)::int from drizzle.__drizzle_migrations`);
    const journal = JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
    ) as { entries: unknown[] };
    expect(before).toBe(journal.entries.length);
    expect(after).toBe(before);
  });
});
