import { describe, expect, it } from 'vitest';
import {
  callApi,
  confirmLinkPattern,
  newAccount,
  registerThroughApi,
  resetLinkPattern,
  signInThroughApi,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

describe('a user who forgot the password sets a new one', () => {
  const browser = useBrowser();

  it('forgot password -> e-mail link -> new password -> old sessions rejected -> sign in with the new one', async () => {
    const account = newAccount('olvido');
    await registerThroughApi(account);
    const confirmation = await fetch(await waitForLinkTo(account.email, confirmLinkPattern), {
      redirect: 'manual',
    });
    expect(confirmation.headers.get('location')).toBe('/auth/confirm-email?status=success&message=confirmed');
    const oldSession = await signInThroughApi(account.email, account.password);
    expect((await callApi('/auth/me', { token: oldSession })).status).toBe(200);

    // "¿Olvidaste tu contraseña?" from the login screen.
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await waitForAddress(page, '/forgot-password');
    await expectAccessible(page, 'olvidé mi contraseña');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace de recuperación' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Revisa tu correo electrónico' });
    await sent.waitFor();
    await expectAccessible(page, 'correo de recuperación enviado');
    expect(await sent.textContent()).toContain(`Si existe una cuenta asociada a ${account.email}`);

    // The e-mailed link opens the form; the new password is saved and the login screen says so.
    const link = await waitForLinkTo(account.email, resetLinkPattern);
    await page.goto(link);
    await waitForAddress(page, '/auth/reset-password');
    expect(new URL(page.url()).searchParams.get('status')).toBe('valid');
    await expectAccessible(page, 'nueva contraseña');
    const newPassword = `${account.password} nueva`;
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    await page.getByText('¡Contraseña actualizada!').waitFor();
    await waitForAddress(page, '/login', '?passwordReset=true');
    await page.getByText('Contraseña restablecida. Inicia sesión con tu nueva contraseña.').waitFor();

    // Every session from before the change is over.
    expect((await callApi('/auth/me', { token: oldSession })).status).toBe(401);

    // The link works once only.
    const again = await browser.newPage();
    await again.goto(link);
    await again.getByText('Token de recuperación inválido. Por favor, solicita uno nuevo.').waitFor();
    await expectAccessible(again, 'enlace de recuperación inválido');
    expect(await again.getByLabel('Nueva contraseña', { exact: true }).count()).toBe(0);

    // The old password fails, the new one signs in.
    await submitLoginForm(page, account.email, account.password);
    const failure = page.getByRole('alert').filter({ hasText: 'Error de autenticación' });
    await failure.waitFor();
    await expectAccessible(page, 'inicio de sesión con error');
    expect(await failure.textContent()).toContain(
      'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
    );
    await submitLoginForm(page, account.email, newPassword);
    await waitForAddress(page, '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Menú de usuario' }).waitFor();
    const newSession = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect((await callApi('/auth/me', { token: newSession ?? '' })).status).toBe(200);
  });
});
