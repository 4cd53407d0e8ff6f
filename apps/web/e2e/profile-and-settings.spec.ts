import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  confirmLinkPattern,
  newAccount,
  registerThroughApi,
  signInThroughApi,
  signOutFromHeader,
  submitLoginForm,
  waitForAddress,
  waitForLinkTo,
  waitForLoginScreenToLeave,
} from './support/accounts.ts';
import { expectAccessible } from './support/axe.ts';
import { useBrowser } from './support/browser.ts';

/** The link of the e-mail sent to a new address (the API's confirm_email_change, which redirects to /settings). */
const emailChangeLinkPattern = /https?:\/\/[^\s"<>]+\/api\/v1\/me\/confirm_email_change\?token=[\w%.-]+/;

/** A seeded demo account (apps/api/src/seed/accounts.ts); only read here, its password is never changed. */
const demo = { email: 'gerente@andesinmobiliaria.pe', password: 'InmoPeru2026!' };

interface ActivityAnswer {
  stats: { properties: number; views: number; contact_requests: number };
  activity: { id: number; title: string }[];
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await waitForLoginScreenToLeave(page);
}

/** Clicks a save button once the form's validation has enabled it. */
async function clickWhenEnabled(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await page.waitForFunction((label) => {
    const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
    return found !== undefined && !found.disabled;
  }, name);
  await button.click();
}

/** The screen sits in the signed-in shell: the dashboard's sidebar beside it, and its own tab title. */
async function expectInSignedInShell(page: Page, title: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Panel de control' });
  await sidebar.waitFor();
  expect(await sidebar.isVisible()).toBe(true);
  expect(await sidebar.getByRole('link', { name: 'Resumen' }).getAttribute('href')).toBe('/dashboard');
  expect(await page.title()).toBe(title);
}

describe('profile and settings, as a signed-in user uses them', () => {
  const browser = useBrowser();

  it('the profile shows the real statistics and activity of the seeded company', async () => {
    const token = await signInThroughApi(demo.email, demo.password);
    const answer = await callApi('/me/activity', { token });
    expect(answer.status).toBe(200);
    const { stats, activity } = answer.body as ActivityAnswer;
    expect(stats.properties).toBeGreaterThan(0);

    const page = await browser.newPage();
    await signInWithForm(page, demo.email, demo.password);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Editar Perfil' }).waitFor();
    await expectInSignedInShell(page, 'Mi Perfil - InmoPerú');
    await expectAccessible(page, 'perfil');
    const formatted = await page.evaluate(
      (s) => [s.properties, s.views, s.contact_requests].map((n) => n.toLocaleString('es-PE')),
      stats,
    );
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="stat-properties"]')?.textContent === expected,
      formatted[0],
    );
    expect(await page.getByTestId('stat-properties').textContent()).toBe(formatted[0]);
    expect(await page.getByTestId('stat-views').textContent()).toBe(formatted[1]);
    expect(await page.getByTestId('stat-contact_requests').textContent()).toBe(formatted[2]);
    if (activity.length > 0) {
      expect(await page.getByText(activity[0]!.title, { exact: true }).first().isVisible()).toBe(true);
    } else {
      expect(await page.getByText('No hay actividad reciente').isVisible()).toBe(true);
    }
    expect(await page.getByTestId('role-badge').textContent()).toBe('Administrador de empresa');
  });

  it('changes the name, the password and the notification preferences of a new account', async () => {
    const account = newAccount('perfil');
    await registerThroughApi(account);
    const confirmation = await fetch(await waitForLinkTo(account.email, confirmLinkPattern), {
      redirect: 'manual',
    });
    expect(confirmation.status).toBe(302);

    const page = await browser.newPage();
    await signInWithForm(page, account.email, account.password);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await expectInSignedInShell(page, 'Configuración - InmoPerú');
    await expectAccessible(page, 'configuración: Información Personal');

    // Personal information: the header shows the new first name, also after a reload.
    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menú de usuario' });
    expect(await menuButton.textContent()).toContain(account.first_name);
    await page.getByLabel('Nombre', { exact: true }).fill('Valentina');
    await clickWhenEnabled(page, 'Guardar cambios');
    await page.getByText('Información personal actualizada correctamente').waitFor();
    await menuButton.filter({ hasText: 'Valentina' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Configuración' }).waitFor();
    await menuButton.filter({ hasText: 'Valentina' }).waitFor();
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('Valentina');

    // Password: a wrong current password, then the right one; the new password signs in.
    const newPassword = `${account.password} nueva`;
    await page.getByRole('tab', { name: 'Contraseña' }).click();
    await page.getByLabel('Contraseña actual', { exact: true }).fill('no-es-mi-clave');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta12');
    await page.getByLabel('Nueva contraseña', { exact: true }).blur();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await expectAccessible(page, 'configuración: Contraseña');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill(newPassword);
    await clickWhenEnabled(page, 'Cambiar contraseña');
    await page.getByRole('alert').filter({ hasText: 'Contraseña actual incorrecta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings');
    await page.getByLabel('Contraseña actual', { exact: true }).fill(account.password);
    await clickWhenEnabled(page, 'Cambiar contraseña');
    await page.getByRole('status').filter({ hasText: 'Contraseña cambiada correctamente' }).waitFor();
    expect(await page.getByLabel('Contraseña actual', { exact: true }).inputValue()).toBe('');

    // Notifications: saved on the server and mirrored in the browser.
    await page.getByRole('tab', { name: 'Notificaciones' }).click();
    const inquiries = page.getByRole('checkbox', { name: /Consultas de propiedades/ });
    const updates = page.getByRole('checkbox', { name: /Actualizaciones del sistema/ });
    await inquiries.waitFor();
    await expectAccessible(page, 'configuración: Notificaciones');
    expect(await inquiries.isChecked()).toBe(true);
    expect(await updates.isChecked()).toBe(false);
    await inquiries.uncheck();
    await updates.check();
    await page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await page.getByText('Preferencias de notificación guardadas').waitFor();
    const mirrored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('notification_settings') ?? 'null') as unknown,
    );
    expect(mirrored).toEqual({ emailNotifications: true, propertyInquiries: false, systemUpdates: true });
    await page.evaluate(() => localStorage.removeItem('notification_settings')); // the server must remember them
    await page.reload();
    await page.getByRole('tab', { name: 'Notificaciones' }).click();
    await inquiries.waitFor();
    expect(await page.getByRole('checkbox', { name: /Notificaciones por email/ }).isChecked()).toBe(true);
    expect(await inquiries.isChecked()).toBe(false);
    expect(await updates.isChecked()).toBe(true);

    // Sign out and in again with the new password.
    await signOutFromHeader(page);
    await waitForAddress(page, '/');
    await signInWithForm(page, account.email, newPassword);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: `Valentina ${account.last_name}` }).waitFor();
  });

  it('an e-mail change waits under the field until its link is opened, and can be cancelled', async () => {
    const account = newAccount('correo');
    await registerThroughApi(account);
    const confirmation = await fetch(await waitForLinkTo(account.email, confirmLinkPattern), {
      redirect: 'manual',
    });
    expect(confirmation.status).toBe(302);

    const page = await browser.newPage();
    await signInWithForm(page, account.email, account.password);
    await page.goto('/settings');
    const emailField = page.getByLabel('Correo electrónico', { exact: true });
    await emailField.waitFor();
    const notice = page.getByTestId('pending-email-notice');
    expect(await notice.count()).toBe(0);

    // A first request, then a change of mind: the notice appears at once and goes away on cancel.
    const discarded = account.email.replace('@', '-descartado@');
    await emailField.fill(discarded);
    // A new address asks for the current password.
    await page.getByLabel('Contraseña actual', { exact: true }).fill(account.password);
    await clickWhenEnabled(page, 'Guardar cambios');
    await notice.filter({ hasText: `Pendiente de confirmación: ${discarded}.` }).waitFor();
    expect(await emailField.inputValue()).toBe(account.email);
    await page.getByRole('button', { name: 'Cancelar cambio', exact: true }).click();
    await page.getByText('Cambio de correo cancelado', { exact: true }).waitFor();
    expect(await notice.count()).toBe(0);
    const discardedLink = await waitForLinkTo(discarded, emailChangeLinkPattern);

    // The real change: the notice survives a reload (the server keeps it) until the link is opened.
    const wanted = account.email.replace('@', '-nuevo@');
    await emailField.fill(wanted);
    await page.getByLabel('Contraseña actual', { exact: true }).fill(account.password);
    await clickWhenEnabled(page, 'Guardar cambios');
    await notice
      .filter({
        hasText: `Pendiente de confirmación: ${wanted}. Revisa tu bandeja de entrada para confirmar el cambio.`,
      })
      .waitFor();
    await page.reload();
    await notice.filter({ hasText: wanted }).waitFor();

    // The cancelled request's link is refused on the settings screen, with the reason.
    await page.goto(discardedLink);
    await waitForAddress(page, '/settings', '?emailChanged=false&reason=not_pending');
    await page.getByRole('alert').filter({ hasText: 'Este enlace ya no es válido' }).waitFor();
    await notice.filter({ hasText: wanted }).waitFor();

    await page.goto(await waitForLinkTo(wanted, emailChangeLinkPattern));
    await waitForAddress(page, '/settings', '?emailChanged=true');
    await page.getByText('Tu correo electrónico fue actualizado correctamente.').waitFor();
    await page.waitForFunction(
      (address) =>
        (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value === address,
      wanted,
    );
    expect(await notice.count()).toBe(0);

    // The new address signs in; the old one no longer does.
    await signOutFromHeader(page);
    await waitForAddress(page, '/');
    expect(
      (
        await callApi('/auth/login', {
          method: 'POST',
          body: { email: account.email, password: account.password },
        })
      ).status,
    ).toBe(401);
    await signInWithForm(page, wanted, account.password);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();
  });

  // Review aid: PROFILE_SCREENSHOTS=/some/dir saves /profile and /settings at phone and desktop widths.
  const screenshotDir = process.env.PROFILE_SCREENSHOTS;
  it.runIf(Boolean(screenshotDir))('saves screenshots of both screens', async () => {
    for (const width of [390, 1280]) {
      const page = await browser.newPage({ width, height: 900 });
      await signInWithForm(page, demo.email, demo.password);
      await page.goto('/profile');
      await page.getByTestId('stat-properties').filter({ hasNotText: '—' }).waitFor();
      await page.screenshot({ path: `${screenshotDir}/profile-${width}.png`, fullPage: true });
      await page.goto('/settings');
      await page.getByLabel('Nombre', { exact: true }).waitFor();
      await page.screenshot({ path: `${screenshotDir}/settings-${width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Notificaciones' }).click();
      await page.getByRole('checkbox').first().waitFor();
      await page.screenshot({ path: `${screenshotDir}/settings-notifications-${width}.png`, fullPage: true });
    }
  });
});
