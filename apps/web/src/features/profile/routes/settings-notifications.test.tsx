import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn, storageKeys } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { mockApi, sentBodies } from '../testing/mock-api';
import { deferred, me, openSettings, setUpSettingsPage } from '../testing/settings-screen';

/* The notifications tab of /settings: kept on the server, mirrored in the browser. */

setUpSettingsPage();

describe('SettingsPage: the notifications', { timeout: 15_000 }, () => {
  it('saves notification preferences on the server and mirrors them in localStorage', async () => {
    const answer = deferred();
    const { user, fetchMock } = openSettings({ 'PATCH /me': () => answer.promise });
    await user.click(await screen.findByRole('tab', { name: 'Notificaciones' }));
    const inquiries = await screen.findByRole('checkbox', { name: /Consultas de propiedades/ });
    expect(screen.getByRole('checkbox', { name: /Notificaciones por email/ })).toBeChecked();
    expect(inquiries).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Actualizaciones del sistema/ })).not.toBeChecked();
    await user.click(inquiries);
    await user.click(screen.getByRole('checkbox', { name: /Actualizaciones del sistema/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    answer.release(jsonResponse({ ...me, pending_email: null, message: 'ok' }));
    expect(await screen.findByText('Preferencias de notificación guardadas')).toBeInTheDocument();
    const expected = { emailNotifications: true, propertyInquiries: false, systemUpdates: true };
    expect(JSON.parse(localStorage.getItem(storageKeys.notificationSettings) ?? 'null')).toEqual(expected);
    expect(sentBodies(fetchMock, 'PATCH', '/me')).toEqual([{ notification_preferences: expected }]);
  });

  it('starts from the preferences saved on the server', async () => {
    mockApi({
      'GET /me': () =>
        jsonResponse({
          ...me,
          notification_preferences: {
            emailNotifications: false,
            propertyInquiries: true,
            systemUpdates: true,
          },
        }),
    });
    signIn('tok', testAgent);
    const user = userEvent.setup({ delay: null });
    renderApp('/settings');
    await user.click(await screen.findByRole('tab', { name: 'Notificaciones' }));
    expect(await screen.findByRole('checkbox', { name: /Notificaciones por email/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Actualizaciones del sistema/ })).toBeChecked();
  });
});
