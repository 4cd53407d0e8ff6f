import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { mockApi, sentBodies } from '../testing/mock-api';
import { deferred, me, openSettings, prefs, setUpSettingsPage } from '../testing/settings-screen';

/* A change of e-mail address on /settings: pending until its link is followed, cancelled, or replaced. */

setUpSettingsPage();

describe('SettingsPage: the e-mail change', { timeout: 15_000 }, () => {
  it("shows a pending change known to the server and cancels it with 'Cancelar cambio'", async () => {
    const pending = { ...testAgent, pending_email: 'nuevo@andes.pe' };
    const answer = deferred();
    const { user, fetchMock } = openSettings({
      'GET /me': () => jsonResponse({ user: pending, notification_preferences: prefs }),
      'DELETE /me/pending_email': () => answer.promise,
    });
    const notice = await screen.findByTestId('pending-email-notice');
    expect(notice).toHaveTextContent('Pendiente de confirmación: nuevo@andes.pe.');
    await user.click(screen.getByRole('button', { name: 'Cancelar cambio' }));
    expect(await screen.findByRole('button', { name: 'Cancelando...' })).toBeDisabled();
    answer.release(
      jsonResponse({
        user: { ...testAgent, pending_email: null },
        message: 'Cambio de correo cancelado',
      }),
    );
    expect(await screen.findByText('Cambio de correo cancelado')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-email-notice')).not.toBeInTheDocument();
    expect(getSession()?.user.pending_email).toBeNull();
    expect(sentBodies(fetchMock, 'DELETE', '/me/pending_email')).toHaveLength(1);
  });

  it('keeps the notice and says so when the change cannot be cancelled', async () => {
    const pending = { ...testAgent, pending_email: 'nuevo@andes.pe' };
    const { user } = openSettings({
      'GET /me': () => jsonResponse({ user: pending, notification_preferences: prefs }),
      'DELETE /me/pending_email': () => jsonResponse({ error: 'internal_error' }, 500),
    });
    await screen.findByTestId('pending-email-notice');
    await user.click(screen.getByRole('button', { name: 'Cancelar cambio' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cancelar el cambio de correo. Intenta de nuevo.',
    );
    expect(screen.getByTestId('pending-email-notice')).toHaveTextContent('nuevo@andes.pe');
  });

  it('after the link is followed, shows the new address without the notice', async () => {
    signIn('tok', { ...testAgent, pending_email: 'nuevo@andes.pe' });
    mockApi({
      'GET /me': () =>
        jsonResponse({
          user: { ...testAgent, email: 'nuevo@andes.pe', pending_email: null },
          notification_preferences: prefs,
        }),
    });
    renderApp('/settings?emailChanged=true');
    expect(
      await screen.findByText('Tu correo electrónico fue actualizado correctamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nuevo@andes.pe'));
    expect(screen.queryByTestId('pending-email-notice')).not.toBeInTheDocument();
  });

  it('explains a link that a newer request or a cancel replaced', async () => {
    mockApi({ 'GET /me': () => jsonResponse(me) });
    signIn('tok', testAgent);
    renderApp('/settings?emailChanged=false&reason=not_pending');
    expect(
      await screen.findByText(/Este enlace ya no es válido: el cambio de correo fue reemplazado/),
    ).toBeInTheDocument();
  });
});
