import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

declare global {
  interface Window {
    /** The sum of the layout shifts not caused by input, as the browser reports them. */
    __layoutShift: number;
  }
}

/**
 * The footer of /propiedades showed under the loading state and then jumped away when the
 * results came (CLS 0.139 at 390 px, 0.077 at 1280 px). The page must not move while it loads.
 */
describe('the listing holds still while it loads', () => {
  const browser = useBrowser();

  it.each([
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ])('/propiedades at $width px shifts nothing on screen (cumulative layout shift)', async (viewport) => {
    const page = await browser.newPage(viewport);
    await page.addInitScript(() => {
      window.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) window.__layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/propiedades');
    await page.locator('article').first().locator('h2 a').waitFor();
    await page.getByRole('contentinfo').waitFor({ state: 'attached' });
    // Two frames later every shift of the loaded page has been reported.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.__layoutShift)).toBeLessThan(0.01);
  });
});
