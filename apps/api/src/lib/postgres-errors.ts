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
export function* errorChain(err: unknown): Generator<DriverErrorFields> {
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
