import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/*
 * A local HTTP server for the tests of outgoing fetches (imported photos, feeds): a real JPEG, an HTML page,
 * a 404, redirects (to itself, to a private address), a server that trickles bytes. It counts the requests
 * per path, so a test can tell a photo was not fetched again.
 */

export interface MediaServer {
  url: (path: string) => string;
  hits: (path: string) => number;
  close: () => Promise<void>;
}

export async function startMediaServer(): Promise<MediaServer> {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path.startsWith('/foto')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg);
    } else if (path === '/pagina.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hola</p>');
    } else if (path === '/a-privada') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    } else if (path.startsWith('/vuelta')) {
      response.writeHead(302, { location: path }).end();
    } else if (path === '/goteo') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const timer = setInterval(() => response.write('x'), 100);
      response.on('close', () => clearInterval(timer));
    } else {
      response.writeHead(404).end('no');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
