import { describe, expect, it } from 'vitest';
import {
  confirmLinkPattern,
  fillRegisterForm,
  newAccount,
  openUserMenu,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
  waitForLoginScreenToLeave,
  signOutFromHeader,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

describe('a new user registers, confirms the e-mail and signs in', () => {
  const browser = useBrowser();

  it('register -> e-mail -> confirm -> login -> user menu -> logout -> returnUrl honoured -> logout', async () => {
    const account = newAccount('registro');
    const page = await browser.newPage();

    // Register from the header's link.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Registrarse' }).first().click();
    await waitForAddress(page, '/register');
    await expectAccessible(page, 'registro');
    await page.getByRole('radio', { name: /Soy inmobiliaria/ }).click();
    await waitForAddress(page, '/register', '?cuenta=empresa');
    await fillRegisterForm(page, account);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    const success = page.getByRole('status').filter({ hasText: '¡Registro exitoso!' });
    await success.waitFor();
    await expectAccessible(page, 'registro exitoso');
    expect(await success.textContent()).toContain('Revisa tu correo electrónico para confirmar tu cuenta.');
    expect(await page.getByRole('button', { name: 'Crear cuenta' }).isDisabled()).toBe(true);

    // The confirmation e-mail arrives; its link lands on the confirmation screen, then on the login screen.
    const link = await waitForLinkTo(account.email, confirmLinkPattern);
    await page.goto(link);
    await page.getByText('¡Correo confirmado!').waitFor();
    expect(new URL(page.url()).search).toBe('?status=success&message=confirmed');
    await waitForAddress(page, '/login', '?confirmed=true');
    await page.getByText('¡Cuenta confirmada! Ya puedes iniciar sesión.').waitFor();
    await expectAccessible(page, 'inicio de sesión');

    // Sign in: a company's member lands on the panel, with the user menu in the header.
    await submitLoginForm(page, account.email, account.password);
    await waitForAddress(page, '/dashboard');
    await waitForLoginScreenToLeave(page);
    const header = page.getByRole('banner');
    await openUserMenu(page, account.email);
    await header.getByText(`${account.first_name} ${account.last_name}`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();

    // Sign out from the menu: home as a guest, storage cleared.
    await signOutFromHeader(page);
    await header.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(
      await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);

    // A guest asking for the dashboard signs in and lands there.
    await page.goto('/dashboard');
    await waitForAddress(page, '/login', '?returnUrl=%2Fdashboard');
    await submitLoginForm(page, account.email, account.password);
    await waitForAddress(page, '/dashboard');
    await waitForLoginScreenToLeave(page);
    await header.getByRole('button', { name: 'Menú de usuario' }).waitFor();

    await signOutFromHeader(page);
    await waitForAddress(page, '/');
    await header.getByRole('link', { name: 'Iniciar Sesión' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  });
});
