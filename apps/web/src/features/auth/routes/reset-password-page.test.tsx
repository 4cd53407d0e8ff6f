import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { mockApi, sentBodies } from '../testing/mock-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./reset-password-page');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function submitNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup({ delay: null });
  const passwordInput = await screen.findByLabelText('Nueva contraseña');
  if (password) await user.type(passwordInput, password);
  if (confirmation) await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Restablecer contraseña' }));
  return user;
}

describe('ResetPasswordPage', { timeout: 15_000 }, () => {
  it.each([
    ['', 'Por favor, utiliza el enlace del correo electrónico para restablecer tu contraseña.'],
    ['?status=error&message=invalid_token', 'Token de recuperación inválido. Por favor, solicita uno nuevo.'],
    [
      '?status=error&message=expired_token',
      'El token de recuperación ha expirado. Por favor, solicita uno nuevo.',
    ],
    ['?status=error&message=boom', 'Error al validar el token de recuperación.'],
    ['?status=valid', 'Token de recuperación no válido'],
  ])('shows no form for "%s" but the message and a link to request a new one', async (query, message) => {
    renderApp(`/auth/reset-password${query}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByLabelText('Nueva contraseña')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('validates the new password and its confirmation', async () => {
    const fetchMock = mockApi({});
    renderApp('/auth/reset-password?status=valid&token=abc');
    await submitNewPassword('', '');
    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
    expect(screen.getByText('La confirmación es requerida')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/auth/update_password')).toEqual([]);
  });

  it('says when the passwords are too short or differ', async () => {
    renderApp('/auth/reset-password?status=valid&token=abc');
    await submitNewPassword('corta', 'otra');
    expect(await screen.findByText('Mínimo 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('sets the password, shows the success panel and goes to the login screen after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /auth/update_password': () => jsonResponse({ message: 'Contraseña actualizada correctamente' }),
    });
    const app = renderApp('/auth/reset-password?status=valid&token=tok%2B1');
    await submitNewPassword('una clave nueva');
    expect(await screen.findByText('¡Contraseña actualizada!')).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/auth/update_password')).toEqual([
      { token: 'tok+1', password: 'una clave nueva' },
    ]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(app.currentUrl()).toBe('/auth/reset-password?status=valid&token=tok%2B1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1100);
    });
    expect(app.currentUrl()).toBe('/login?passwordReset=true');
    expect(
      await screen.findByText('Contraseña restablecida. Inicia sesión con tu nueva contraseña.'),
    ).toBeInTheDocument();
  });

  it.each([
    [404, { error: 'invalid_token' }, 'Token de recuperación inválido o ya ha sido utilizado', true],
    [
      422,
      { error: 'expired_token' },
      'El token de recuperación ha expirado. Por favor, solicita uno nuevo',
      true,
    ],
    [
      422,
      {
        error: 'validation_failed',
        errors: ['Esta contraseña es demasiado común. Elige una más difícil de adivinar.'],
      },
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
      false,
    ],
    [
      500,
      { error: 'internal_error' },
      'Error al restablecer la contraseña. Por favor, intenta de nuevo',
      false,
    ],
  ])('shows the failure of a %i', async (status, body, message, offersNewLink) => {
    mockApi({ 'POST /auth/update_password': () => jsonResponse(body, status) });
    renderApp('/auth/reset-password?status=valid&token=abc');
    await submitNewPassword('una clave nueva');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('link', { name: 'Solicitar un nuevo enlace' }) !== null).toBe(
      offersNewLink,
    );
  });
});
