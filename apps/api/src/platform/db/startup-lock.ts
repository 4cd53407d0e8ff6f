/**
 * How long a starting process waits for a start-up lock (the migrations', the demo seed's) that another
 * process holds, and where it says so. The server takes the limit from DB_STARTUP_LOCK_WAIT_SECONDS.
 */
export interface LockWait {
  limitMs: number;
  log(line: string): void;
  /** How often the wait is logged again (10 s; tests shorten it). */
  logEveryMs?: number;
  /** How often the lock is asked for again. */
  pollMs?: number;
}

/** Long enough for a migration that rebuilds an index over a million rows; a supervisor restarts past it. */
export const DEFAULT_STARTUP_LOCK_WAIT_MS = 600_000;

const defaultWait: LockWait = { limitMs: DEFAULT_STARTUP_LOCK_WAIT_MS, log: () => {} };

export class StartupLockTimeoutError extends Error {
  constructor(what: string, limitMs: number) {
    super(
      `No se obtuvo el bloqueo de ${what} en ${seconds(limitMs)} s: otro proceso lo tiene ` +
        '(DB_STARTUP_LOCK_WAIT_SECONDS).',
    );
    this.name = 'StartupLockTimeoutError';
  }
}

/**
 * Asks for a lock with `tryLock` (`pg_try_advisory_lock` or its transaction form) until it is granted.
 * Each try is a statement of a few milliseconds, so neither the server's statement timeout nor the
 * client's query timeout ever cuts the wait, however long the holder takes: one `pg_advisory_lock`
 * statement would be cancelled after DB_STATEMENT_TIMEOUT_MS (57014) and the process would exit. The
 * wait is logged when it starts and every 10 s, and gives up with StartupLockTimeoutError past the limit.
 */
export async function waitForLock(
  what: string,
  tryLock: () => Promise<boolean>,
  wait: LockWait = defaultWait,
): Promise<void> {
  if (await tryLock()) return;
  const { limitMs, log, logEveryMs = 10_000, pollMs = 500 } = wait;
  const started = Date.now();
  log(`Otro proceso tiene el bloqueo de ${what}: se espera a que lo suelte (hasta ${seconds(limitMs)} s).`);
  let nextLog = started + logEveryMs;
  for (;;) {
    const waited = Date.now() - started;
    if (waited >= limitMs) throw new StartupLockTimeoutError(what, limitMs);
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, limitMs - waited)));
    if (await tryLock()) {
      log(`Bloqueo de ${what} obtenido tras ${seconds(Date.now() - started)} s de espera.`);
      return;
    }
    if (Date.now() >= nextLog) {
      log(
        `Sigue esperando el bloqueo de ${what} (${seconds(Date.now() - started)} s de ${seconds(limitMs)} s).`,
      );
      nextLog += logEveryMs;
    }
  }
}

const seconds = (ms: number) => Math.round(ms / 1000);
