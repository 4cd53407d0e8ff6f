import type { FastifyInstance, FastifyRequest } from 'fastify';

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/** How long shutdown waits for aborted uploads to clean up (well inside server.ts's 10 s grace period). */
const CLEANUP_WAIT_MS = 5000;

/**
 * On shutdown (app.close), short requests finish on their own but an upload still arriving could take
 * minutes, longer than any grace period. Its connection is dropped instead: the multipart reader then fails
 * the file stream, the storage write removes its temporary file, and the handler's error reaches the reply
 * (onSend), which is when the upload counts as cleaned up; shutdown waits for that, so the process exits 0
 * without leaving a `.tmp-*` file. An upload whose body has fully arrived is only being processed (seconds
 * at most) and is left to finish like any short request.
 */
export function abortUploadsOnClose(app: FastifyInstance): void {
  const receiving = new Map<FastifyRequest, { settled: Promise<void>; settle(): void }>();

  app.addHook('onRequest', async (request) => {
    if (!isMultipart(request)) return;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    receiving.set(request, { settled, settle });
  });
  const forget = async (request: FastifyRequest) => {
    receiving.get(request)?.settle();
    receiving.delete(request);
  };
  app.addHook('onSend', async (request) => forget(request));
  app.addHook('onResponse', forget);

  app.addHook('preClose', async () => {
    const aborted: Promise<void>[] = [];
    for (const [request, { settled }] of receiving) {
      if (request.raw.readableEnded) continue;
      request.log.info('shutting down: upload in progress aborted');
      request.raw.destroy();
      aborted.push(settled);
    }
    if (aborted.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLEANUP_WAIT_MS)));
    await Promise.race([Promise.all(aborted), deadline]);
    clearTimeout(timer);
  });
}
