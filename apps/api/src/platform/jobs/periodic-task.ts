import type { FastifyInstance } from 'fastify';

/**
 * A background job of the app: `tick` runs as soon as the app is ready (the state may be stale after a
 * stop) and then every `seconds`; closing the app stops the timer, then awaits `drain` (the run in
 * progress). The timer is unref'd: it never keeps the process alive by itself.
 */
export function runPeriodically(
  app: FastifyInstance,
  seconds: number,
  tick: () => Promise<unknown>,
  drain: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void tick();
    timer = setInterval(() => void tick(), seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await drain();
  });
}
