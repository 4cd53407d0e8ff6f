import type { DbHandle } from '../src/platform/db/client.ts';

/**
 * Runs `call` and returns the SQL of the statements sent through the database's client (the pool, or PGlite)
 * meanwhile: how a test sees that work does not grow with the data (one read per page rather than one per
 * card). Background work (the job queue's polling) may send statements of its own in the same span, so a
 * test counts those about the tables it cares for.
 */
export async function statementsDuring<T>(
  database: DbHandle,
  call: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const client = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const query = client.query;
  const statements: string[] = [];
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query.apply(client, args);
  };
  try {
    return { result: await call(), statements };
  } finally {
    client.query = query;
  }
}
