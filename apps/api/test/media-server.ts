import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/*
 * A local HTTP server for the tests of outgoing fetches (imported photos, feeds): a real JPEG of its own for
 * each path (`/copia…` paths all serve the same one), an HTML page, a 404, redirects (to itself, to a
 * private address), a server that trickles bytes, one that fails twice.
 * It counts the requests per path, so a test can tell a photo was not fetched again.
 */

export interface MediaServer {
  url: (path: string) => string;
  hits: (path: string) => number;
  close: () => Promise<void>;
}

export async function startMediaServer(): Promise<MediaServer> {
  const jpegOf = (background: { r: number; g: number; b: number }) =>
    sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const shared = await jpegOf({ r: 59, g: 130, b: 246 });
  const photos = new Map<string, Buffer>();
  /** The path's own photo: its colour from the path, so two paths never serve the same bytes. */
  const photoOf = async (path: string) => {
    const known = photos.get(path);
    if (known) return known;
    const digest = createHash('sha256').update(path).digest();
    const made = await jpegOf({ r: digest[0] ?? 0, g: digest[1] ?? 0, b: digest[2] ?? 0 });
    photos.set(path, made);
    return made;
  };
  const counts = new Map<string, number>();
  const server = http.createServer(async (request, response) => {
    const path = request.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (path.startsWith('/inestable')) {
      // A server that fails for now: 500 to the first two requests of each such path, then the photo.
      if ((counts.get(path) ?? 0) <= 2) response.writeHead(500).end('error');
      else response.writeHead(200, { 'content-type': 'image/jpeg' }).end(await photoOf(path));
    } else if (path.startsWith('/foto')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(await photoOf(path));
    } else if (path.startsWith('/copia')) {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(shared);
    } else if (path === '/pagina.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Hola</p>');
    } else if (path.startsWith('/a-privada')) {
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
