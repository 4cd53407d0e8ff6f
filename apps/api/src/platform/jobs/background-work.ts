import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Work a route starts after it has answered (so that how long it takes tells the client nothing). A
 * failure is logged, never thrown; `settled()` waits for everything started so far (closing the app
 * waits too, and tests read its effects after it).
 */
export interface BackgroundWork {
  run(label: string, work: () => Promise<unknown>): void;
  settled(): Promise<void>;
}

function createBackgroundWork(log: FastifyBaseLogger): BackgroundWork {
  const running = new Set<Promise<unknown>>();
  return {
    run(label, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${label} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

export function registerBackgroundWork(app: FastifyInstance): void {
  const background = createBackgroundWork(app.log);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.settled());
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}
