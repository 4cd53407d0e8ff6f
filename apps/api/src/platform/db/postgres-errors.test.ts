import { describe, expect, it } from 'vitest';
import {
  isDatabaseUnavailable,
  isDeadlock,
  isForeignKeyViolation,
  isUniqueViolation,
} from './postgres-errors.ts';

/** A driver error as node-postgres and PGlite report it, wrapped the way drizzle wraps it. */
function wrapped(fields: Record<string, unknown>): Error {
  const driver = Object.assign(new Error('driver'), fields);
  return new Error('Failed query: insert into ...', { cause: driver });
}

describe('SQLSTATE checks', () => {
  it('finds a unique violation on the named constraint only, under drizzle’s wrapper', () => {
    const err = wrapped({ code: '23505', constraint: 'users_email_unique' });
    expect(isUniqueViolation(err, 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(err, 'companies_slug_unique')).toBe(false);
    expect(isForeignKeyViolation(err)).toBe(false);
  });

  it('tells a foreign-key violation and a deadlock by their codes', () => {
    expect(isForeignKeyViolation(wrapped({ code: '23503' }))).toBe(true);
    expect(isDeadlock(wrapped({ code: '40P01' }))).toBe(true);
    expect(isDeadlock(wrapped({ code: '40001' }))).toBe(false);
    expect(isDeadlock(new Error('no code'))).toBe(false);
    expect(isDeadlock(undefined)).toBe(false);
  });

  it('stops after five levels, so a cycle of causes cannot hang it', () => {
    const looped = new Error('a') as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDeadlock(looped)).toBe(false);
    let deep: unknown = Object.assign(new Error('driver'), { code: '40P01' });
    for (let level = 0; level < 5; level += 1) deep = new Error('wrapper', { cause: deep });
    expect(isDeadlock(deep)).toBe(false);
  });

  it('reads an unreachable database from the same chain, by code or by the driver’s message', () => {
    expect(isDatabaseUnavailable(wrapped({ code: 'ECONNRESET' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('q', { cause: new Error('Connection terminated unexpectedly') })),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '23505' }))).toBe(false);
  });
});
