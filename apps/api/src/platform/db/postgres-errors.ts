/*
 * What a failed statement's SQLSTATE says. Both drivers put `code` (and `constraint`) on their error, and
 * drizzle wraps that error in its own, as `cause`: every check walks the chain.
 */

interface DriverErrorFields {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

/** An error and the errors it wraps, outermost first; at most five deep (a cycle of causes ends there). */
function* errorChain(err: unknown): Generator<DriverErrorFields> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    yield current as DriverErrorFields;
    current = (current as { cause?: unknown }).cause;
  }
}

function hasCode(err: unknown, code: string): boolean {
  for (const error of errorChain(err)) if (error.code === code) return true;
  return false;
}

/** PostgreSQL's unique_violation on the given constraint or index. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (const error of errorChain(err))
    if (error.code === '23505' && error.constraint === constraint) return true;
  return false;
}

/**
 * PostgreSQL's foreign_key_violation: the row pointed to went away meanwhile (a property deleted while
 * someone favourited it or wrote about it).
 */
export const isForeignKeyViolation = (err: unknown) => hasCode(err, '23503');

/** PostgreSQL's deadlock_detected: the statement lost a lock cycle and was rolled back; retrying may pass. */
export const isDeadlock = (err: unknown) => hasCode(err, '40P01');

/**
 * Socket errors, SQLSTATE class 08 (connection exception) and the server going away or refusing new
 * connections: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 53300 too many
 * connections; 57014 is a statement cancelled by statement_timeout (a database that stops answering).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
]);

/** node-postgres reports a lost or timed-out connection with plain Errors that carry only a message. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is not open/i;

/** Whether an error (or one of its causes: drizzle wraps the driver's error) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * What a hot standby answers when it cannot serve a read the primary could: the database does not exist
 * there yet (3D000, created on the primary and not yet replayed), or the read was cancelled to replay the
 * primary's changes (40001, "conflict with recovery": a standby runs no serializable transactions).
 */
export const isStandbyRefusal = (err: unknown) => hasCode(err, '3D000') || hasCode(err, '40001');
