import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { DbHandle } from '../db/client.ts';
import { FaultError } from './fault-error.ts';
import { Incident } from './incident.ts';
import { isDatabaseUnavailable } from '../db/postgres-errors.ts';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** How long a client is asked to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 10;

/**
 * The driver's own error under drizzle's wrapper: drizzle's message quotes the statement and its
 * parameters (an e-mail, a password hash), which must never reach the log; the socket or server error
 * underneath says all an operator needs.
 */
function driverError(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current;
}

/**
 * Watches a PostgreSQL pool for the outage incident: a dropped connection is logged, and a new connection
 * that succeeds ends the outage.
 * Returns the translation the error handler applies to failed requests: 503 with Retry-After while the
 * database is unreachable, the outage logged once.
 */
export function watchDatabase(
  database: DbHandle,
  log: FastifyBaseLogger,
): (error: unknown) => FaultError | undefined {
  const outage = new Incident(log, 'database');
  database.onConnectionLost((err) =>
    database.driver === 'pg'
      ? log.warn({ err }, 'PostgreSQL: connection lost')
      : // The embedded database's thread died: nothing in this process brings it back (health/live says so).
        log.fatal({ err }, 'PGlite: database thread stopped, restart the process'),
  );
  if (database.client instanceof pg.Pool) database.client.on('connect', () => outage.recovered());
  return (error) => {
    if (!isDatabaseUnavailable(error)) return undefined;
    outage.failed(driverError(error));
    return new FaultError(
      503,
      'service_unavailable',
      DATABASE_UNAVAILABLE_MESSAGE,
      DATABASE_RETRY_AFTER_SECONDS,
    );
  };
}
