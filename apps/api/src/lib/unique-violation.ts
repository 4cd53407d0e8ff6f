/**
 * True when `err` (or an error it wraps: drizzle wraps driver errors in `cause`) is PostgreSQL's
 * unique_violation on the given constraint or index. Both drivers report `code` and `constraint`.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const {
      code,
      constraint: name,
      cause,
    } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}

/**
 * True when `err` (or an error it wraps) is PostgreSQL's foreign_key_violation: the row pointed to went
 * away meanwhile (a property deleted while someone favourited it or wrote about it).
 */
export function isForeignKeyViolation(err: unknown): boolean {
  for (let current: unknown = err, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === '23503') return true;
    current = cause;
  }
  return false;
}
