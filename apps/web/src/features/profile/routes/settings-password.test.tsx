import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { jsonResponse } from '@/testing/stub-api';
import { deferred, openSettings, setUpSettingsPage, submit } from '../testing/settings-screen';

/* The password tab of /settings. */

setUpSettingsPage();

/** Fills the password tab with a valid change and submits it. */
async function fillPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Contraseña' }));
  await user.type(screen.getByLabelText('Contraseña actual'), 'Antigua-123');
  await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva-Clave-2026');
  await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva-Clave-2026');
  await submit(user, 'Cambiar contraseña');
}

describe('SettingsPage: the password', { timeout: 15_000 }, () => {
  it('validates the password form', async () => {
    const { user } = openSettings();
    await user.click(await screen.findByRole('tab', { name: 'Contraseña' }));
    await user.click(screen.getByLabelText('Contraseña actual'));
    await user.tab();
    expect(await screen.findByText('La contraseña actual es requerida')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'corta12');
    await user.tab();
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'otra-cosa');
    await user.tab();
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
  });

  it("shows 'Contraseña actual incorrecta' on a 401 and keeps the session", async () => {
    const { user } = openSettings({
      'POST /me/change_password': () =>
        jsonResponse({ error: 'invalid_current_password', message: 'Contraseña actual incorrecta' }, 401),
    });
    await fillPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Contraseña actual incorrecta');
    expect(getSession()).not.toBeNull();
  });

  it("shows 'Cambiando...', then the success message and an empty form", async () => {
    const answer = deferred();
    const { user } = openSettings({ 'POST /me/change_password': () => answer.promise });
    await fillPassword(user);
    expect(await screen.findByRole('button', { name: 'Cambiando...' })).toBeDisabled();
    answer.release(jsonResponse({ message: 'Contraseña cambiada correctamente' }));
    expect(await screen.findByText('Contraseña cambiada correctamente')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
    expect(screen.getByLabelText('Confirmar nueva contraseña')).toHaveValue('');
  });

  it('shows the server errors of a 422 and the generic message otherwise', async () => {
    let status = 422;
    const { user } = openSettings({
      'POST /me/change_password': () =>
        status === 422
          ? jsonResponse(
              {
                error: 'validation_failed',
                errors: ['Esta contraseña es demasiado común. Elige una más difícil de adivinar.'],
              },
              422,
            )
          : jsonResponse({ error: 'internal_error' }, 500),
    });
    await fillPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta contraseña es demasiado común');
    status = 500;
    await submit(user, 'Cambiar contraseña');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error al cambiar la contraseña$/);
  });
});
