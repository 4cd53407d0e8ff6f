import { z } from 'zod';

/** Every id column is PostgreSQL's `integer`: a larger number names no row and must not reach a query. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** An id given as a JSON number (a body field). */
export const databaseIdField = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_DATABASE_ID, message);

/** An id given as a URL query value (a string, coerced). */
export const databaseIdQueryField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_DATABASE_ID, message);

/** The id a path segment names, or null when it cannot name a row (not digits, zero, or past the range). */
export function parseDatabaseId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_DATABASE_ID ? id : null;
}
