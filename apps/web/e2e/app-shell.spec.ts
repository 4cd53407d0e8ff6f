import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';

describe('the app shell, as a visitor finds it', () => {
  const browser = useBrowser();

  it('shows the header on the home page and hides it on a company page', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    const header = page.getByRole('banner');
    // The page's own shell (index.html) paints a bare header first; the app's, with its links, replaces it.
    await header.getByRole('link', { name: 'Propiedades' }).first().waitFor();
    await expect(header.getByRole('link', { name: 'Propiedades' }).first().isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Iniciar Sesión' }).first().isVisible()).resolves.toBe(
      true,
    );

    // A company's own page is framed by its template; an unknown slug keeps the site's header.
    await page.goto('/empresa/andes-inmobiliaria');
    await page.getByRole('heading', { level: 1, name: 'Andes Inmobiliaria' }).waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBe(0);

    await page.goto('/empresa/no-existe');
    await page.getByRole('heading', { name: 'Empresa no encontrada' }).waitFor();
    expect(await page.getByRole('link', { name: 'Iniciar Sesión' }).count()).toBeGreaterThan(0);
  });

  it('sends a guest from /dashboard to the login page with the return address', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).search).toBe('?returnUrl=%2Fdashboard');
  });

  it('lands on the home page from an unknown address', async () => {
    const page = await browser.newPage();
    await page.goto('/no-existe');
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('clears a corrupted stored session without crashing', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'abc');
      localStorage.setItem('user', '{not json');
    });
    await page.reload();
    await page.getByRole('banner').getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('auth_token'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null]);
    expect(errors).toEqual([]);
  });

  it('redirects the legacy property address to the canonical one (server 301)', async () => {
    const res = await fetch(`${browser.baseURL}/properties/casa-demo`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/propiedad/casa-demo');
  });
});
