import type { Page } from 'playwright-core';

/**
 * Serves `page` its HTML without the first view's data and markup (docs/performance.md "The first view"), so
 * the app asks the API for everything and draws it, as it does for an address the server does not prepare:
 * for tests that change or fail an API answer with `page.route`, which the answer already inside the HTML
 * would bypass.
 */
export async function withoutFirstView(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(
        /<div id="root" data-ssr="">[\s\S]*?<\/div>(\s*<script id="first-view")/,
        '<div id="root"></div>$1',
      )
      .replace(/<script id="first-view"[\s\S]*?<\/script>/, '');
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
}
