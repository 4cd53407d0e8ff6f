import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstView } from './first-view-script.ts';
import { loadServerRenderer } from './server-render.ts';

/*
 * A stand-in for the web build's server bundle (apps/web entry-server.tsx): it records each render and
 * answers markup naming the page and the answers it was given, or fails for a page named "falla".
 */
const BUNDLE = `
export const calls = [];
let running = 0;
export async function renderPage(url, entries) {
  running += 1;
  const overlapped = running > 1;
  calls.push({ url, entries, overlapped });
  await new Promise((resolve) => setTimeout(resolve, 5));
  running -= 1;
  if (url.endsWith('/falla')) throw new Error('render failed');
  return '<h1>' + url + '</h1>' + entries.map((e) => e.kind + ':' + JSON.stringify(e.answer)).join(',');
}
`;

const view = (answer: unknown): FirstView => ({
  entries: [{ kind: 'listing', params: { page: 1 }, json: JSON.stringify(answer) }],
});

describe('the server-rendered first view (docs/performance.md "The first view")', () => {
  let root: string;
  let distDir: string;
  let calls: { url: string; entries: unknown[]; overlapped: boolean }[];

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-ssr-'));
    distDir = path.join(root, 'dist');
    mkdirSync(distDir);
    mkdirSync(path.join(root, 'dist-server'));
    writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), BUNDLE);
    // The bundle's module, as the renderer loads it: the same instance, so its record is the renderer's.
    const bundle = pathToFileURL(path.join(root, 'dist-server', 'entry-server.js')).href;
    ({ calls } = (await import(bundle)) as { calls: typeof calls });
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is off for a build without a server bundle', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-ssr-bare-'));
    try {
      expect(await loadServerRenderer(path.join(bare, 'dist'), 'https://inmoperu.pe')).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('is off, and says why, for a server bundle that cannot be loaded', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-ssr-broken-'));
    try {
      mkdirSync(path.join(broken, 'dist-server'));
      writeFileSync(path.join(broken, 'dist-server', 'entry-server.js'), 'throw new Error("roto");');
      const errors: unknown[] = [];
      const renderer = await loadServerRenderer(path.join(broken, 'dist'), 'https://inmoperu.pe', (err) =>
        errors.push(err),
      );
      expect(renderer).toBeNull();
      expect(String(errors[0])).toContain('roto');
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });

  it('renders a page at its public address with the parsed answers, once while they stay the same', async () => {
    const renderer = await loadServerRenderer(distDir, 'https://inmoperu.pe');
    if (!renderer) throw new Error('renderer not loaded');
    calls.length = 0;

    const first = await renderer.render('/propiedades', view({ total: 3 }));
    expect(first).toBe('<h1>https://inmoperu.pe/propiedades</h1>listing:{"total":3}');
    expect(calls[0]?.entries).toEqual([{ kind: 'listing', params: { page: 1 }, answer: { total: 3 } }]);

    // The same answers (a new string with the same text, as the guest cache hands out after expiry).
    expect(await renderer.render('/propiedades', view({ total: 3 }))).toBe(first);
    expect(calls).toHaveLength(1);

    // New answers: drawn again, never the old markup.
    expect(await renderer.render('/propiedades', view({ total: 4 }))).toContain('{"total":4}');
    expect(calls).toHaveLength(2);
  });

  it('renders one page at a time, and concurrent requests for one page share its render', async () => {
    const renderer = await loadServerRenderer(distDir, 'https://inmoperu.pe');
    if (!renderer) throw new Error('renderer not loaded');
    calls.length = 0;
    const pages = await Promise.all([
      renderer.render('/propiedad/a', view({ id: 1 })),
      renderer.render('/propiedad/b', view({ id: 2 })),
      renderer.render('/propiedad/a', view({ id: 1 })),
    ]);
    expect(pages[0]).toBe(pages[2]);
    expect(pages[1]).toContain('/propiedad/b');
    expect(calls.map((c) => c.url)).toEqual([
      'https://inmoperu.pe/propiedad/a',
      'https://inmoperu.pe/propiedad/b',
    ]);
    expect(calls.some((c) => c.overlapped)).toBe(false);
  });

  it('keeps no failed render: the next request tries again, and other pages are unaffected', async () => {
    const renderer = await loadServerRenderer(distDir, 'https://inmoperu.pe');
    if (!renderer) throw new Error('renderer not loaded');
    calls.length = 0;
    await expect(renderer.render('/falla', view({}))).rejects.toThrow('render failed');
    await expect(renderer.render('/falla', view({}))).rejects.toThrow('render failed');
    expect(calls).toHaveLength(2);
    expect(await renderer.render('/empresa/x', view({ n: 1 }))).toContain('/empresa/x');
  });
});
