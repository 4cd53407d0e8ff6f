import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

// Load the lazily loaded screen once, so the first test does not pay for it within its timeout.
beforeAll(async () => {
  await import('./confirm-email-page');
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

// Whole-app renders with typing are slow in jsdom, more so next to other test files.
describe('ConfirmEmailPage', { timeout: 15_000 }, () => {
  it('confirms, then goes to /login?confirmed=true after 3 s', async () => {
    const app = renderApp('/auth/confirm-email?status=success&message=confirmed');
    expect(await screen.findByText('¡Correo confirmado!')).toBeInTheDocument();
    await advance(2000);
    expect(app.currentUrl()).toBe('/auth/confirm-email?status=success&message=confirmed');
    await advance(1100);
    expect(app.currentUrl()).toBe('/login?confirmed=true');
    expect(await screen.findByText('¡Cuenta confirmada! Ya puedes iniciar sesión.')).toBeInTheDocument();
  });

  it('goes to /login after 2 s when the address was already confirmed', async () => {
    const app = renderApp('/auth/confirm-email?status=already_confirmed');
    expect(await screen.findByText('Tu correo ya estaba confirmado')).toBeInTheDocument();
    await advance(1300);
    expect(app.currentUrl()).toBe('/auth/confirm-email?status=already_confirmed');
    await advance(800);
    expect(app.currentUrl()).toBe('/login');
  });

  it.each([
    ['status=error&message=invalid_token', 'Token de confirmación inválido o ya ha sido utilizado'],
    [
      'status=error&message=expired_token',
      'El enlace de confirmación ha expirado (válido por 24 horas). Solicita un nuevo correo desde la página de inicio de sesión.',
    ],
    ['status=error&message=server_error', 'Error al confirmar tu cuenta. Por favor, intenta de nuevo'],
    ['status=error', 'Error al confirmar tu cuenta. Por favor, intenta de nuevo'],
    ['status=pending', 'Estado de confirmación desconocido. Por favor, contacta al soporte'],
    ['status=success', 'Estado de confirmación desconocido. Por favor, contacta al soporte'],
    ['', 'Estado de confirmación desconocido. Por favor, contacta al soporte'],
  ])('shows the error of "%s" and stays', async (query, message) => {
    const app = renderApp(`/auth/confirm-email?${query}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await advance(5000);
    expect(app.currentUrl()).toBe(`/auth/confirm-email?${query}`);
  });

  it('links an expired link to the login screen, where a new e-mail can be requested', async () => {
    renderApp('/auth/confirm-email?status=error&message=expired_token');
    expect(await screen.findByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
