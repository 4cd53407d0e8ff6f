import type pg from 'pg';
import { isDatabaseUnavailable } from './postgres-errors.ts';
import type { Database } from './client.ts';

type Transaction = Database['transaction'];

/**
 * Makes a pooled transaction give its connection back in a known state. drizzle's node-postgres
 * transaction (0.45) checks a client out of the pool, sends BEGIN before its own try/finally, and hands
 * the client back as healthy whatever happened. Two ways that went wrong when the network to PostgreSQL
 * failed:
 * - A BEGIN that failed (a dropped connection, or a frozen one given up at query_timeout) never gave its
 *   client back. Each such failure kept one of the pool's ten slots for ever. After a few outages every
 *   request waited for a connection that never came, and closing the pool waited for ever.
 * - A transaction whose statement and then ROLLBACK were given up went back to the pool as healthy,
 *   still inside its transaction on the server: the next request given that connection ran in it.
 *
 * drizzle still runs the transaction, over a view of the pool that notes the client it hands out and
 * holds back drizzle's release until the transaction has settled. The client then goes back as healthy
 * when the transaction committed, or failed on its own with the database reachable (a constraint, the
 * caller's error: drizzle rolled back). Otherwise (BEGIN failed, or the database was unreachable) it goes
 * back marked broken, and the pool closes that connection.
 */
export function releaseTransactionClients(db: Database, pool: pg.Pool): void {
  // The session is drizzle's NodePgSession; its `client` (the pool) is private, hence the casts.
  const session = db._.session as unknown as { transaction: Transaction; client: pg.Pool };
  const transaction = session.transaction;
  session.transaction = async function releasingTransaction(work, config) {
    let checkedOut: { release: (broken?: boolean) => void; releasedByDrizzle: boolean } | undefined;
    const noting = Object.create(pool, {
      connect: {
        value: async () => {
          const client = await pool.connect();
          const note = { release: client.release, releasedByDrizzle: false };
          client.release = () => {
            note.releasedByDrizzle = true;
          };
          checkedOut = note;
          return client;
        },
      },
    }) as pg.Pool;
    const view = Object.create(session, { client: { value: noting } }) as typeof session;
    try {
      const result = await transaction.call(view, work, config);
      checkedOut?.release();
      return result;
    } catch (err) {
      // Marked broken, the client is closed by the pool rather than handed out again.
      checkedOut?.release(!checkedOut.releasedByDrizzle || isDatabaseUnavailable(err));
      throw err;
    }
  } as Transaction;
}
