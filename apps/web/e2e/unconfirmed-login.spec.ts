import { describe, expect, it } from 'vitest';
import {
  confirmLinkPattern,
  linkIn,
  newAccount,
  registerThroughApi,
  submitLoginForm,
  waitForAddress,
  waitForMessages,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

describe('a user signs in before confirming the e-mail', () => {
  const browser = useBrowser();

  it('blue panel -> "Reenviar correo" -> banner -> a second e-mail whose link confirms the account', async () => {
    const account = newAccount('sinconfirmar');
    await registerThroughApi(account);
    const [first] = await waitForMessages(account.email, 1);

    const page = await browser.newPage();
    await page.goto('/login');
    await submitLoginForm(page, account.email, account.password);
    const panel = page.getByRole('region', { name: 'Confirma tu correo electrónico' });
    await panel.waitFor();
    await expectAccessible(page, 'inicio de sesión sin confirmar');
    expect(await panel.textContent()).toContain(account.email);
    expect(await page.getByText('Error de autenticación').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await panel.getByRole('button', { name: 'Reenviar correo' }).click();
    await panel.getByText('Correo de confirmación reenviado. Revisa tu bandeja de entrada.').waitFor();
    const messages = await waitForMessages(account.email, 2);
    expect(messages).toHaveLength(2);

    // The newer link replaces the older one.
    await page.goto(linkIn(first, confirmLinkPattern));
    await page.getByText('Token de confirmación inválido o ya ha sido utilizado').waitFor();
    await expectAccessible(page, 'confirmación con error');
    await page.goto(linkIn(messages[1], confirmLinkPattern));
    await waitForAddress(page, '/login', '?confirmed=true');
    await submitLoginForm(page, account.email, account.password);
    await waitForAddress(page, '/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Menú de usuario' }).waitFor();
  });
});
