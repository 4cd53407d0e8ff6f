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
      return context.newPage();
    },
  };
}
