import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLoginForm, waitForLoginScreenToLeave } from './support/accounts.ts';
import { useBrowser } from './support/browser.ts';

/*
 * The address a sign-in link returns to stays on this site. Chromium drops tabs and line breaks from an
 * address, so '/\t/evil.example/x' is '//evil.example/x' to it: another host.
 */

const demo = { email: 'gerente@andesinmobiliaria.pe', password: 'InmoPeru2026!' };
const hostileReturns = [
  '%2F%09%2Fevil.example%2Fx',
  '%2F%0A%2Fevil.example%2Fx',
  '%2F%0D%2Fevil.example%2Fx',
];

/** Waits until the page shows the panel (a member's landing) or has left the site, and says where it is. */
async function settledAddress(page: Page, baseURL: string): Promise<string> {
  const site = new URL(baseURL).host;
  await page.waitForURL((url) => url.host !== site || url.pathname === '/dashboard');
  return page.url();
}

describe('the address a sign-in returns to', () => {
  const browser = useBrowser();
  const panel = () => new URL('/dashboard', browser.baseURL).href;

  it.each(hostileReturns)('keeps a visitor who signs in on /login?returnUrl=%s on the site', async (raw) => {
    const page = await browser.newPage();
    await page.goto(`/login?returnUrl=${raw}`);
    await submitLoginForm(page, demo.email, demo.password);
    expect(await settledAddress(page, browser.baseURL)).toBe(panel());
    await waitForLoginScreenToLeave(page);
  });

  it('sends a member already signed in to the panel, never to another site', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await submitLoginForm(page, demo.email, demo.password);
    await waitForLoginScreenToLeave(page);
    for (const raw of hostileReturns) {
      await page.goto(`/login?returnUrl=${raw}`, { waitUntil: 'commit' });
      expect(await settledAddress(page, browser.baseURL)).toBe(panel());
    }
  });
});
