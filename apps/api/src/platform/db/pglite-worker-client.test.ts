import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from './postgres-errors.ts';
import { openDatabase, type DbHandle } from './client.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

/*
 * The embedded database runs in a worker thread: what its callers observe must be what PGlite in the
 * process gave them (values, errors, transactions), since repositories and drizzle rely on it.
 */
describe('PGlite in a worker thread', () => {
  let handle: DbHandle;
  let client: PgliteWorkerClient;

  beforeAll(async () => {
    handle = await openDatabase({ inMemory: true });
    client = handle.client as PgliteWorkerClient;
    await client.exec(`
      create table notes (id serial primary key, slug text not null unique, body jsonb, at timestamptz,
        price numeric(12, 2), tags text[], blob bytea);
    `);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('is the worker client', () => {
    expect(handle.driver).toBe('pglite');
    expect(client).toBeInstanceOf(PgliteWorkerClient);
  });

  it('returns values parsed as PGlite parses them, with fields and affected rows', async () => {
    const inserted = await client.query(
      `insert into notes (slug, body, at, price, tags, blob) values ($1, $2, $3, $4, $5, $6)`,
      [
        'a',
        { x: [1, 'dos'] },
        new Date('2026-01-02T03:04:05Z'),
        '12.50',
        ['uno', 'dos'],
        new Uint8Array([1, 2]),
      ],
    );
    expect(inserted.affectedRows).toBe(1);
    const { rows, fields } = await client.query(`select slug, body, at, price, tags, blob, id from notes`);
    expect(rows).toEqual([
      {
        slug: 'a',
        body: { x: [1, 'dos'] },
        at: new Date('2026-01-02T03:04:05Z'),
        price: '12.50',
        tags: ['uno', 'dos'],
        blob: new Uint8Array([1, 2]),
        id: 1,
      },
    ]);
    expect(fields.map((field) => field.name)).toEqual(['slug', 'body', 'at', 'price', 'tags', 'blob', 'id']);
  });

  it("applies the caller's own parsers, in array row mode too", async () => {
    const { rows } = await client.query(`select at, id from notes`, [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (text: string) => `texto ${text}` },
    });
    expect(rows).toEqual([[expect.stringMatching(/^texto 2026-01-02 03:04:05/), 1]]);
  });

  it("reports PostgreSQL's error fields, through drizzle as well", async () => {
    const direct = await client.query(`insert into notes (slug) values ('a')`).catch((err: unknown) => err);
    expect(direct).toBeInstanceOf(Error);
    expect(direct).toMatchObject({ code: '23505', constraint: 'notes_slug_key', severity: 'ERROR' });
    const viaDrizzle = await handle.db
      .execute(sql`insert into notes (slug) values (${'a'})`)
      .catch((err: unknown) => err);
    expect(isUniqueViolation(viaDrizzle, 'notes_slug_key')).toBe(true);
  });

  it('rolls back a transaction whose callback throws, and commits one that returns', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query(`insert into notes (slug) values ('b')`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await client.transaction(async (tx) => {
      await tx.query(`insert into notes (slug) values ('c')`);
    });
    await client.transaction(async (tx) => {
      await tx.query(`insert into notes (slug) values ('d')`);
      await tx.rollback();
    });
    const { rows } = await client.query(`select slug from notes order by slug`);
    expect(rows.map((row) => row.slug)).toEqual(['a', 'c']);
  });

  it('keeps statements from outside a transaction waiting until it ends', async () => {
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query(`insert into notes (slug) values ('e')`);
      outside = client.query(`select count(*)::int as n from notes where slug = 'f'`);
      await tx.query(`insert into notes (slug) values ('f')`);
    });
    // Sent between the two inserts, it ran after the commit and saw both.
    await expect(outside).resolves.toMatchObject({ rows: [{ n: 1 }] });
  });

  it('answers a ping, and refuses statements once closed', async () => {
    await expect(handle.ping()).resolves.toBeUndefined();
    const other = await openDatabase({ inMemory: true });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
    await expect(other.ping()).rejects.toThrow();
  });
});
