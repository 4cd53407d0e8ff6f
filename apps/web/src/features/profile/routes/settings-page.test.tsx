import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { mockApi, sentBodies } from '../testing/mock-api';
import { deferred, me, openSettings, prefs, setUpSettingsPage, submit } from '../testing/settings-screen';

/* /settings: its tabs, and the personal information tab (name, e-mail and its change, phone, photo). */

setUpSettingsPage();

describe('SettingsPage', { timeout: 15_000 }, () => {
  it('has the header, the profile link and accessible tabs with arrow keys', async () => {
    const { user } = openSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute('href', '/profile');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Información Personal',
      'Contraseña',
      'Notificaciones',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await user.click(tabs[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contraseña' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Contraseña' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Contraseña');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notificaciones' })).toHaveAttribute('aria-selected', 'true');
  });

  it('validates personal information after touch and disables the button while invalid', async () => {
    const { user } = openSettings();
    const first = await screen.findByLabelText('Nombre');
    await user.clear(first);
    await user.tab();
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Apellido'));
    await user.tab();
    expect(await screen.findByText('El apellido es requerido')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosa@');
    await user.tab();
    expect(await screen.findByText('Email válido es requerido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  });

  it("saves personal information with 'Guardando...', updates the stored user and shows the pending e-mail at once", async () => {
    const answer = deferred();
    const { user, fetchMock } = openSettings({ 'PATCH /me': () => answer.promise });
    const first = await screen.findByLabelText('Nombre');
    await user.clear(first);
    await user.type(first, 'Rosario');
    await user.clear(screen.getByLabelText('Correo electrónico'));
    await user.type(screen.getByLabelText('Correo electrónico'), 'rosario@andes.pe');
    expect(screen.queryByText(/Pendiente de confirmación/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña actual'), 'Clave-actual-2026');
    await submit(user, 'Guardar cambios');
    expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
    const saved = { ...testAgent, first_name: 'Rosario', pending_email: 'rosario@andes.pe' };
    answer.release(
      jsonResponse({
        user: saved,
        notification_preferences: prefs,
        pending_email: 'rosario@andes.pe',
        message: 'ok',
      }),
    );
    const status = await screen.findByText('Información personal actualizada correctamente');
    expect(status.closest('[role="status"]')).toHaveTextContent('Tu correo cambiará cuando lo confirmes');
    expect(await screen.findByTestId('pending-email-notice')).toHaveTextContent(
      'Pendiente de confirmación: rosario@andes.pe. Revisa tu bandeja de entrada para confirmar el cambio.',
    );
    // The account keeps its address until the link is opened.
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(testAgent.email);
    expect(getSession()?.user).toMatchObject({ first_name: 'Rosario', pending_email: 'rosario@andes.pe' });
    expect(sentBodies(fetchMock, 'PATCH', '/me')).toEqual([
      {
        user: {
          first_name: 'Rosario',
          last_name: 'Huamán',
          email: 'rosario@andes.pe',
          phone: '',
          current_password: 'Clave-actual-2026',
        },
      },
    ]);
  });

  it('asks for the current password only when the e-mail changes, and shows the server refusal', async () => {
    const { user, fetchMock } = openSettings({
      'PATCH /me': () =>
        jsonResponse({ error: 'invalid_current_password', message: 'Contraseña actual incorrecta' }, 403),
    });
    const email = await screen.findByLabelText('Correo electrónico');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'otro@andes.pe');
    await submit(user, 'Guardar cambios');
    expect(
      await screen.findByText('Ingresa tu contraseña actual para cambiar el correo electrónico'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/me')).toEqual([]);

    await user.type(screen.getByLabelText('Contraseña actual'), 'no-es-la-clave');
    await submit(user, 'Guardar cambios');
    expect(await screen.findByText('Contraseña actual incorrecta')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH', '/me')).toEqual([
      {
        user: {
          first_name: testAgent.first_name,
          last_name: testAgent.last_name,
          email: 'otro@andes.pe',
          phone: testAgent.phone ?? '',
          current_password: 'no-es-la-clave',
        },
      },
    ]);
  });

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

  it('shows the failure message when personal information cannot be saved', async () => {
    const { user } = openSettings({ 'PATCH /me': () => jsonResponse({ error: 'internal_error' }, 500) });
    await user.type(await screen.findByLabelText('Teléfono'), '999888777');
    await submit(user, 'Guardar cambios');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al actualizar la información personal');
  });

  it('refuses avatar files that are not images or larger than 5 MB', async () => {
    openSettings();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const input = await screen.findByLabelText('Foto de perfil');
    await user.upload(input, new File(['x'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Solo se permiten archivos de imagen.')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'foto.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('El archivo es demasiado grande. Máximo 5MB.')).toBeInTheDocument();
  });

  it('uploads an avatar and stores the new user', async () => {
    const withAvatar = { ...testAgent, avatar_url: '/uploads/avatars/rosa.webp' };
    const { fetchMock, user } = openSettings({ 'POST /me/avatar': () => jsonResponse({ user: withAvatar }) });
    await user.click(await screen.findByRole('tab', { name: 'Notificaciones' }));
    await screen.findByRole('checkbox', { name: /Notificaciones por email/ }); // GET /me answered
    await user.click(screen.getByRole('tab', { name: 'Información Personal' }));
    await user.upload(
      await screen.findByLabelText('Foto de perfil'),
      new File(['png'], 'rosa.png', { type: 'image/png' }),
    );

    expect(await screen.findByRole('button', { name: 'Eliminar foto' })).toBeInTheDocument();
    expect(getSession()?.user.avatar_url).toBe('/uploads/avatars/rosa.webp');
    const sent = fetchMock.mock.calls.find(
      ([input, init]) => String(input) === '/api/v1/me/avatar' && init?.method === 'POST',
    );
    expect((sent?.[1]?.body as FormData).get('avatar')).toBeInstanceOf(File);
  });
});
