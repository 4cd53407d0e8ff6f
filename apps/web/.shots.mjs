// Temporary: screenshots of the changed pages (not committed).
import { chromium } from 'playwright-core';
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [true, false]) {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, javaScriptEnabled: js });
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url());
      return url.hostname === '127.0.0.1' ? route.continue() : route.abort();
    });
    for (const p of paths) {
      const page = await context.newPage();
      const errors = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      await page.addInitScript(() => {
        window.__cls = 0;
        new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const name = `${p.replace(/\W+/g, '_')}-${width}-${js ? 'js' : 'nojs'}`;
      await page.screenshot({ path: `/tmp/h19-shots/${name}.png` });
      const cls = js ? await page.evaluate(() => window.__cls) : null;
      console.log(name, 'cls', cls, errors.length ? errors : '');
      await page.close();
    }
    await context.close();
  }
}
await browser.close();
