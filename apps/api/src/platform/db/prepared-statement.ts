import type { DbOrTx } from './client.ts';

/*
 * Named statements for the reads every public page repeats with another key (a property by its id, its
 * photos, its company, the MiVivienda year in force, the cards' batch queries). Their text never changes, so
 * on PostgreSQL each pooled connection parses them once, and a lookup by one key, whose plan is the same
 * whatever the key, soon keeps one generic plan instead of being planned on every request: sent unnamed,
 * parsing and planning a property's detail statements cost PostgreSQL four times what running them did
 * (docs/performance.md, "Listing queries" and "Throughput"). A statement whose best plan depends on its
 * values (a filtered listing) stays unnamed.
 */

interface Preparable<TPrepared> {
  prepare(name: string): TPrepared;
}

const names = new Set<string>();

/**
 * A statement built once per database object (a transaction gets its own, dropped with it) from `build`,
 * whose values are `sql.placeholder`s, and prepared under `name`: the returned function gives it for a
 * database, to `execute({ placeholder: value })`.
 */
export function preparedStatement<TPrepared>(
  name: string,
  build: (db: DbOrTx) => Preparable<TPrepared>,
): (db: DbOrTx) => TPrepared {
  // A pooled connection knows a name by the text it was first prepared with: one name, one text.
  if (names.has(name)) throw new Error(`preparedStatement: el nombre ${name} ya está en uso`);
  names.add(name);
  const byDb = new WeakMap<DbOrTx, TPrepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db).prepare(name);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
