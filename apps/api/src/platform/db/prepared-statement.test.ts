import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/database-targets.ts';
import { buildProperty } from '../../../test/factories/properties.ts';
import type { DbHandle } from './client.ts';
import { runMigrations } from './migrate.ts';
import { preparedStatement } from './prepared-statement.ts';
import { properties } from './schema/index.ts';

/*
 * A prepared statement answers what the same statement sent unnamed answers, for every key it is given,
 * well past the five runs after which PostgreSQL may switch to a generic plan, on both drivers and inside a
 * transaction; on PostgreSQL the connection holds it under its name.
 */
const targets = databaseTargets();

const titleById = preparedStatement('prepared_statement_test', (db) =>
  db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(eq(properties.id, sql.placeholder('id'))),
);

describe.each(targets)('preparedStatement on $name', ({ name, open }) => {
  let handle: DbHandle;
  let ids: number[];

  beforeAll(async () => {
    handle = await open();
    await runMigrations(handle);
    const builtOnes = [
      await buildProperty(handle.db, { title: 'Casa en Surco' }),
      await buildProperty(handle.db, { title: 'Departamento en Miraflores' }),
    ];
    ids = builtOnes.map((built) => built.property.id);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('answers each key as the unnamed statement does, run after run', async () => {
    for (let run = 0; run < 8; run += 1) {
      const id = ids[run % 2]!;
      const unnamed = await handle.db
        .select({ id: properties.id, title: properties.title })
        .from(properties)
        .where(eq(properties.id, id));
      expect(await titleById(handle.db).execute({ id })).toEqual(unnamed);
    }
    expect(await titleById(handle.db).execute({ id: -1 })).toEqual([]);
  });

  it('runs inside a transaction, where PostgreSQL keeps it under its name', async () => {
    await handle.db.transaction(async (tx) => {
      expect(await titleById(tx).execute({ id: ids[1] })).toEqual([
        { id: ids[1], title: 'Departamento en Miraflores' },
      ]);
      if (name !== 'PostgreSQL') return;
      const held = await tx.execute(
        sql`select 1 from pg_prepared_statements where name = 'prepared_statement_test'`,
      );
      expect((held as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    });
  });

  it('refuses a name already given to another statement', () => {
    expect(() => preparedStatement('prepared_statement_test', (db) => db.select().from(properties))).toThrow(
      /ya está en uso/,
    );
  });
});
