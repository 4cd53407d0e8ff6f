import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, findChromium } from './chromium.ts';

export interface BrowserSession {
  readonly baseURL: string;
  /** A fresh context (empty storage and cookies) and page, at the given viewport; scripts on unless told. */
  newPage(
    viewport?: { width: number; height: number },
    options?: { javaScriptEnabled?: boolean },
  ): Promise<Page>;
}

/**
 * Makes the page's loads (goto, reload, back and forward) also wait until the app has taken over a page
 * drawn on the server (its root loses `data-ssr`, app/layout/markup-taken-over.tsx). Until then the page
 * looks ready but a click on a button goes nowhere, which a person would simply repeat; a test acts only
 * once and would fail on a loaded machine. What the page does before that is tested on its own
 * (server-rendering.spec.ts), with `page.waitForLoadState` or `waitUntil` as it needs.
 */
function waitForTakeOverOnLoad(page: Page): void {
  const takenOver = () =>
    page.waitForFunction(() => document.querySelector('#root[data-ssr]') === null, undefined, {
      timeout: 30_000,
    });
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        const options = args.find(
          (arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null,
        );
        if (options?.waitUntil !== 'commit') await takenOver();
        return response;
      },
    });
  }
}

/**
 * One headless Chromium per test file (Playwright starts it on a fresh temporary profile directory);
 * every `newPage` gets its own context so tests never share storage or cookies.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const baseURL = inject('baseURL');

  beforeAll(async () => {
    const executablePath = findChromium();
    if (!executablePath) throw new Error('Chromium no está instalado (apt-get install -y chromium).');
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: chromiumArgs,
    });
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });

  return {
    baseURL,
    async newPage(viewport = { width: 1280, height: 900 }, options = {}) {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ baseURL, viewport, locale: 'es-PE', ...options });
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled !== false) waitForTakeOverOnLoad(page);
      return page;
    },
  };
}
