import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';

// A build as Vite writes it: the stylesheet's link at the end of the head, after the entry script.
const distDir = path.join(os.tmpdir(), `inmoperu-dist-wait-${process.pid}-${Date.now()}`);
mkdirSync(distDir, { recursive: true });
writeFileSync(
  path.join(distDir, 'index.html'),
  [
    '<!doctype html><html lang="es"><head><title>InmoPerú</title>',
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-b2.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n'),
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

describe("a page's body is read only once its stylesheet has come", () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir });

  it('follows the stylesheet’s link with a script the page’s Content-Security-Policy lets run', async () => {
    const res = await t.client.get('/empresa');
    expect(res.statusCode).toBe(200);
    // A parser-blocking script: browsers hold the parser there until the styles have arrived, so no element
    // of the body is styled without them.
    const script = /<link rel="stylesheet"[^>]*><script>([^<]+)<\/script>/.exec(res.body)?.[1];
    expect(script).toBeDefined();
    const hash = createHash('sha256')
      .update(script ?? '')
      .digest('base64');
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
