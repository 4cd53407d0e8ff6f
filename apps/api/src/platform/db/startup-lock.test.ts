import { describe, expect, it } from 'vitest';
import { StartupLockTimeoutError, waitForLock } from './startup-lock.ts';

/** A lock another process holds for `busyMs`, as `pg_try_advisory_lock` answers it. */
function lockBusyFor(busyMs: number): () => Promise<boolean> {
  const freeAt = Date.now() + busyMs;
  return async () => Date.now() >= freeAt;
}

describe('waitForLock', () => {
  it('takes a free lock at once and says nothing', async () => {
    const lines: string[] = [];
    await waitForLock('las migraciones', lockBusyFor(0), { limitMs: 1000, log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });

  it('says it waits, repeats it every period, and says when it got the lock', async () => {
    const lines: string[] = [];
    await waitForLock('las migraciones', lockBusyFor(230), {
      limitMs: 5000,
      log: (l) => lines.push(l),
      logEveryMs: 100,
      pollMs: 10,
    });
    expect(lines[0]).toBe(
      'Otro proceso tiene el bloqueo de las migraciones: se espera a que lo suelte (hasta 5 s).',
    );
    // Two periods passed (a busy machine may run a poll late and merge them into one).
    const repeated = lines.slice(1, -1);
    expect(repeated.length).toBeGreaterThanOrEqual(1);
    expect(repeated.length).toBeLessThanOrEqual(2);
    for (const line of repeated)
      expect(line).toMatch(/^Sigue esperando el bloqueo de las migraciones \(0 s de 5 s\)\.$/);
    expect(lines.at(-1)).toMatch(/^Bloqueo de las migraciones obtenido tras 0 s de espera\.$/);
  });

  it('gives up past its limit with an error naming the lock and the setting', async () => {
    const started = Date.now();
    const waiting = waitForLock('los datos de demostración', lockBusyFor(60_000), {
      limitMs: 300,
      log: () => {},
      pollMs: 20,
    });
    await expect(waiting).rejects.toThrow(StartupLockTimeoutError);
    await expect(waiting).rejects.toThrow(
      'No se obtuvo el bloqueo de los datos de demostración en 0 s: otro proceso lo tiene (DB_STARTUP_LOCK_WAIT_SECONDS).',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
