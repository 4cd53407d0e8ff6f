/*
 * How errors are written to the log. A failed query carries its parameters (drizzle's "Failed query: ...
 * params: ..." message) and the database's own error may quote the row (`detail`: "Key (email)=(...)",
 * "Failing row contains (...)"): a password hash, an e-mail, a phone, a message. The log keeps what an
 * operator needs to find the fault, the SQLSTATE code, the constraint and the statement name, and never a
 * value.
 */

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const MAX_CAUSES = 5;

/** "insert users", "select properties": the verb and first table of a statement, never its values. */
function statementName(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  const verb = (text.split(' ')[0] ?? '').toLowerCase();
  const table = /\b(?:from|into|update)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const isQueryFailure = (err: object): err is Error & { query: string; params: unknown } =>
  typeof (err as { query?: unknown }).query === 'string' && 'params' in err;

/** An error raised by PostgreSQL (or PGlite): a SQLSTATE code and a severity. */
const isDatabaseError = (err: object): err is Error & { code: string; constraint?: string } =>
  typeof (err as { code?: unknown }).code === 'string' &&
  /^[0-9A-Z]{5}$/.test((err as { code: string }).code) &&
  typeof (err as { severity?: unknown }).severity === 'string';

/** The call frames of a stack without the message it starts with (which may span several lines). */
const framesOnly = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/** The `err` serializer of the logger. */
export function serializeError(err: Error, depth = 0): SerializedError {
  const cause =
    depth < MAX_CAUSES && err.cause instanceof Error ? serializeError(err.cause, depth + 1) : null;
  const withCause = cause ? { cause } : {};
  if (isDatabaseError(err)) {
    // Its message may quote a value ('invalid input syntax for type integer: "..."'), and PGlite's
    // error carries the query parameters as well: only the code and constraint are kept.
    return {
      type: 'DatabaseError',
      message: `database error ${err.code}`,
      code: err.code,
      ...(err.constraint ? { constraint: err.constraint } : {}),
      stack: framesOnly(err.stack),
    };
  }
  if (isQueryFailure(err)) {
    const statement = statementName(err.query);
    return {
      type: 'QueryFailed',
      message: `query failed: ${statement}`,
      statement,
      stack: framesOnly(err.stack),
      ...withCause,
    };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: err.stack ?? '',
    ...withCause,
  };
}
