import { Column, SQL, sql, type DriverValueDecoder } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/*
 * A select whose `select <columns> from <table>` drizzle renders once per process instead of on every
 * request. Drizzle walks every chunk of a query to write its text, and a card's 34 columns cost about
 * 110 µs of that walk on each listing request (more than the rest of the statement, and more than mapping
 * its 20 rows): the listing answered 1.3-1.4 times slower than its bare SQL, and that walk was the largest
 * single part of the difference. Only the statement's tail (its conditions, order and page, which carry the
 * request's values) is rendered per request; rows are mapped by the same column decoders drizzle uses.
 */

const dialect = new PgDialect();

/** A statement ready to run: drizzle's select builders have the same three methods. */
export interface SelectStatement<TRow> {
  toSQL(): { sql: string; params: unknown[] };
  /** Runs it as an unnamed statement (planned with the request's values). */
  execute(): Promise<TRow[]>;
  /**
   * A named statement (parsed once per pooled connection, and planned once a generic plan serves), for a text
   * that never changes: its values are `sql.placeholder`s, given to `execute`.
   */
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TRow[]> };
}

/** A flat selection: columns and expressions, as drizzle's row mapper reads them. */
type Field = PgColumn | SQL | SQL.Aliased;

/** What drizzle keeps on an expression for mapWith (not in its public types; its own row mapper reads it). */
type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };

/** The decoder drizzle's row mapper applies to a selected field (utils.js mapResultRow). */
function decoderOf(field: Field): DriverValueDecoder<unknown, unknown> {
  if (field instanceof Column) return field;
  if (field instanceof SQL) return (field as unknown as Decoded).decoder;
  return (field.sql as unknown as Decoded).decoder;
}

/**
 * `select <fields> from <table>`, rendered now, and a function that completes it with a tail (`where …
 * order by … limit …`) into a statement on a database or transaction. The tail's chunks may reference any
 * column of the table; the head's columns are written unqualified, as drizzle writes a one-table select.
 */
export function selectHead<TFields extends Record<string, Field>>(fields: TFields, table: PgTable) {
  const builder = new QueryBuilder().select(fields).from(table);
  type Row = (typeof builder)['_']['result'][number];
  const head = builder.toSQL();
  // The tail's parameters are numbered from $1: the head must have none.
  if (head.params.length > 0) throw new Error('selectHead: la cabecera no puede llevar parámetros');
  const keys = Object.keys(fields);
  const fieldList = keys.map((key) => ({ path: [key], field: fields[key]! }));
  const decoders = fieldList.map(({ field }) => decoderOf(field));
  const mapRows = (rows: unknown[][]): Row[] =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i += 1) {
        const value = values[i];
        row[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
      }
      return row as Row;
    });

  /** The statement `<head> <tail>` on this database (or transaction). */
  return (db: DbOrTx, tail: SQL): SelectStatement<Row> => {
    const rendered = dialect.sqlToQuery(tail);
    const query = { sql: `${head.sql} ${rendered.sql}`, params: rendered.params };
    const prepare = (name: string | undefined) =>
      db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
        query,
        fieldList,
        name,
        true,
        (rows) => mapRows(rows as unknown[][]),
      );
    return {
      toSQL: () => query,
      execute: () => prepare(undefined).execute(),
      prepare: (name) => prepare(name),
    };
  };
}

/**
 * A fragment without parameters written out once: drizzle then copies its text into each statement instead
 * of walking its chunks again (the smart-ranking key is 60 chunks). The result carries no decoder, so it is
 * for conditions and orders, not for selected fields that need one.
 */
export function renderedOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('renderedOnce: el fragmento no puede llevar parámetros');
  return sql.raw(text);
}
