import { isDeadlock } from './postgres-errors.ts';

/**
 * Runs `work` again when PostgreSQL aborted it as a deadlock's victim, up to `attempts` times with a growing
 * pause: the victim's transaction is rolled back whole and the other side goes on, so a second try finds the
 * locks free. Only for work that is safe to repeat (a drop, an "if not exists" creation).
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isDeadlock(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}
