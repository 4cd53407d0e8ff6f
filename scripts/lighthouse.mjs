// `npm run lighthouse`: Lighthouse mobile (its default: Moto G Power screen, slow 4G and 4x CPU throttling,
// simulated) on the listing, one property, one company page, the directory, one landing page, the project
// search and one project of the built app (`npm run build` first), served on a fresh data directory with the
// demo data. Each page runs LIGHTHOUSE_RUNS times (default 3) and the table shows the medians. Chromium
// comes from the OS: CHROME_PATH (default /usr/bin/chromium). Kept out of `npm test`: figures, not
// assertions (targets in docs/performance.md "Targets").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { samplePages } from './sample-pages.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
// LIGHTHOUSE_JSON_DIR keeps every run's full report (LCP element and breakdown, long tasks, unused code...).
const jsonDir = process.env.LIGHTHOUSE_JSON_DIR;
// LIGHTHOUSE_CPU_SLOWDOWN (default 4, Lighthouse's mobile setting) stands a quick machine in for a slower one:
// 8 on a machine twice as fast as another gives roughly what the slower one gives at 4.
const cpuSlowdownMultiplier = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);

requireBuild();

async function startServer(dataDir) {
  return startBuiltServer({ dataDir });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, port, label) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttling: { cpuSlowdownMultiplier },
  });
  if (result.lhr.runtimeError) return null;
  const { categories, audits } = result.lhr;
  if (jsonDir) {
    mkdirSync(jsonDir, { recursive: true });
    writeFileSync(path.join(jsonDir, `${label}.json`), JSON.stringify(result.lhr));
  }
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint'].numericValue / 1000,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    // What to fix: the failing audits of the last run (LIGHTHOUSE_DETAILS=1 prints them).
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'inmoperu-lighthouse-'));
let app;
let chrome;
try {
  console.log('Iniciando el servidor con datos de demostración...');
  app = await startServer(dataDir);
  const base = `http://127.0.0.1:${app.port}`;
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  for (const [name, pathname] of await samplePages(base, { landing: true })) {
    const results = [];
    // A run whose trace Lighthouse could not read (NO_NAVSTART and the like, seen on a loaded machine) has no
    // figures: it is run again rather than counted as zeros, at most `runs` extra times.
    for (let attempt = 1; results.length < runs && attempt <= runs * 2; attempt += 1) {
      const result = await audit(`${base}${pathname}`, chrome.port, `${name}-${attempt}`);
      if (result) results.push(result);
      else console.log(`  ${name}: Lighthouse no pudo medir esta vez; se repite`);
    }
    if (results.length === 0) throw new Error(`Lighthouse no pudo medir ${pathname}`);
    const m = (key) => median(results.map((r) => r[key]));
    rows.push({
      Página: name,
      Ruta: pathname,
      Rendimiento: m('performance'),
      Accesibilidad: m('accessibility'),
      'Buenas prácticas': m('bestPractices'),
      SEO: m('seo'),
      'LCP (s)': m('lcp').toFixed(2),
      CLS: m('cls').toFixed(3),
      'TBT (ms)': Math.round(m('tbt')),
    });
    console.log(`  ${name} ${pathname}: hecho (${results.length} ${results.length === 1 ? 'vez' : 'veces'})`);
    if (process.env.LIGHTHOUSE_DETAILS) console.log(`    ${results.at(-1).failing.join('\n    ')}`);
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} móvil (CPU ${cpuSlowdownMultiplier}× más lenta), mediana de ${runs}:`,
  );
  console.table(rows);
} finally {
  await chrome?.kill();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
