import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What the listing page downloads before it is interactive: the entry chunk named by index.html, the
 * app's module it imports once the page is on screen (start-app-*.js), the listing route's chunk
 * (properties-page-*.js, loaded lazily by the router), and every chunk those three import statically,
 * transitively. Sizes are gzip level 9, as a CDN or the server would send them.
 */

export interface BundleReport {
  files: { name: string; bytes: number; gzip: number; listing: boolean }[];
  listingGzip: number;
  entry: string | null;
  route: string | null;
}

const staticImport = /(?:import|export)\s*(?:[^"';]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;

function closure(start: string, read: (name: string) => string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const match of read(name).matchAll(staticImport)) if (match[1]) stack.push(match[1]);
  }
  return seen;
}

export function webBundleReport(distDir: string): BundleReport | null {
  const assets = path.join(distDir, 'assets');
  if (!existsSync(assets)) return null;
  const names = readdirSync(assets).filter((n) => n.endsWith('.js'));
  const read = (name: string) => (names.includes(name) ? readFileSync(path.join(assets, name), 'utf8') : '');
  const html = existsSync(path.join(distDir, 'index.html'))
    ? readFileSync(path.join(distDir, 'index.html'), 'utf8')
    : '';
  const entry = /<script[^>]+type="module"[^>]+src="[^"]*\/assets\/([\w.-]+\.js)"/.exec(html)?.[1] ?? null;
  const app = names.find((n) => n.startsWith('start-app-')) ?? null;
  const route = names.find((n) => n.startsWith('properties-page')) ?? null;
  const needed = new Set<string>();
  for (const start of [entry, app, route]) if (start) for (const n of closure(start, read)) needed.add(n);
  const files = names
    .map((name) => {
      const content = readFileSync(path.join(assets, name));
      return {
        name,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
        listing: needed.has(name),
      };
    })
    .sort((a, b) => Number(b.listing) - Number(a.listing) || b.gzip - a.gzip);
  const listingGzip = files.filter((f) => f.listing).reduce((sum, f) => sum + f.gzip, 0);
  return { files, listingGzip, entry, route };
}
