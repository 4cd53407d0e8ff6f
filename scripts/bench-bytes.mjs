// `npm run bench:bytes`: the JavaScript each public page downloads before the visitor does anything, as the
// budget in docs/performance.md counts it: the built app (`npm run build` first) on a fresh data directory
// with the demo data, each page opened in Chromium at 390x844 with an empty cache until the network is quiet,
// every script it fetched compressed with gzip -9 and summed. BYTES_DETAILS=1 lists each page's scripts.
// Chromium comes from the OS: CHROME_PATH (default /usr/bin/chromium). Figures, not assertions.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { samplePages } from './sample-pages.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const details = Boolean(process.env.BYTES_DETAILS);
const budget = 120;

requireBuild();

/** The scripts `pathname` fetches until the network is quiet, each with its gzip -9 size in bytes. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts.map(({ url: scriptUrl, body }) => ({
    name: new URL(scriptUrl).pathname.split('/').pop(),
    gzip: gzipSync(body, { level: 9 }).length,
  }));
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-bytes-'));
let app;
let browser;
try {
  console.log('Iniciando el servidor con datos de demostración...');
  app = await startBuiltServer({ dataDir });
  const base = `http://127.0.0.1:${app.port}`;
  browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const rows = [];
  for (const [name, pathname] of await samplePages(base)) {
    const scripts = await scriptsOf(browser, `${base}${pathname}`);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    rows.push({
      Página: name,
      Ruta: pathname,
      Scripts: scripts.length,
      'kB gzip -9': kB(total),
      [`≤ ${budget} kB`]: total <= budget * 1000 ? 'sí' : 'no',
    });
    if (details) {
      console.log(`\n${name} ${pathname}`);
      for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kB(script.gzip).padStart(6)}  ${script.name}`);
    }
  }
  console.log('\nJavaScript hasta que la red queda quieta, 390x844, gzip -9 (kB = 1000 bytes):');
  console.table(rows);
} finally {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
