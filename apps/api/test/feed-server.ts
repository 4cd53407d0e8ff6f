import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local HTTP server standing in for an agency's feed: it serves whatever body the test sets, with an ETag,
 * answers 304 to a request that names it, and can be told to fail. It records the validators each request sent.
 */

export interface FeedServer {
  url: (path?: string) => string;
  /** The feed's next content (a new ETag with it). */
  serve(body: string): void;
  /** Answer every request with this status (500, 404...) until `serve` is called again. */
  failWith(status: number): void;
  /** The If-None-Match of each request, in order. */
  conditions: (string | undefined)[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  let body = '';
  let version = 0;
  let failure: number | null = null;
  const conditions: (string | undefined)[] = [];
  const server = http.createServer((request, response) => {
    const ifNoneMatch = request.headers['if-none-match'];
    conditions.push(typeof ifNoneMatch === 'string' ? ifNoneMatch : undefined);
    if (failure !== null) return response.writeHead(failure).end('fallo');
    if (request.url === '/pagina.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hola</p>');
    const etag = `"v${version}"`;
    if (ifNoneMatch === etag) return response.writeHead(304, { etag }).end();
    return response.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/feed.json') => `http://127.0.0.1:${port}${path}`,
    serve(next) {
      body = next;
      version += 1;
      failure = null;
    },
    failWith(status) {
      failure = status;
    },
    conditions,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
