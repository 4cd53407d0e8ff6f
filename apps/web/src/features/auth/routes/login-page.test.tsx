import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent, testSearcher } from '@/testing/test-users';
import { mockApi, sentBodies } from '../testing/mock-api';
import { jsonResponse } from '@/testing/stub-api';

// Load the lazily loaded screen once, so the first test does not pay for it within its timeout.
beforeAll(async () => {
  await import('./login-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
  return user;
}

// Whole-app renders with typing are slow in jsdom, more so next to other test files.
describe('LoginPage', { timeout: 15_000 }, () => {
  it('shows validation messages once a field is touched, and all of them on an invalid submit', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    const email = await screen.findByLabelText('Correo electrónico');
    await user.click(email);
    expect(screen.queryByText('El correo es requerido')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('El correo es requerido')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('El correo es requerido');
    expect(screen.queryByText('La contraseña es requerida')).not.toBeInTheDocument();

    await user.type(email, 'ana@');
    expect(await screen.findByText('Ingresa un correo válido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contraseña'), '12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText('Mínimo 6 caracteres')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Contraseña'));
    expect(await screen.findByText('La contraseña es requerida')).toBeInTheDocument();
  });

  it('links to registration, password recovery and home', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/login');
    const password = await screen.findByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    ['confirmed=true', '¡Cuenta confirmada! Ya puedes iniciar sesión.'],
    ['passwordReset=true', 'Contraseña restablecida. Inicia sesión con tu nueva contraseña.'],
    [
      'emailChangeCancelled=true',
      'Cambio de correo deshecho: tu cuenta volvió a este correo y se cerraron todas las sesiones. Inicia sesión y cambia tu contraseña.',
    ],
    [
      'emailChangeCancelled=false&reason=invalid_token',
      'El enlace para deshacer el cambio de correo no es válido o ya venció.',
    ],
  ])('shows the banner of ?%s', async (query, text) => {
    renderApp(`/login?${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('signs in, stores the session and honours a same-site returnUrl with one navigation', async () => {
    const target = '/dashboard/properties?status=draft';
    const fetchMock = mockApi({
      'POST /auth/login': () => jsonResponse({ user: testAgent, token: 'tok-1' }),
      // The signed-in area reloads the user when it opens; its other calls may fail here.
      'GET /me': () => jsonResponse({ user: testAgent }),
      'GET /auth/me': () => jsonResponse({ user: testAgent }),
    });
    const app = renderApp(`/login?returnUrl=${encodeURIComponent(target)}`);
    const arrivals = new Set<string>(); // history entries (location key and address) after submitting
    app.router.subscribe(({ location }) =>
      arrivals.add(`${location.key} ${location.pathname}${location.search}`),
    );
    await fillAndSubmit('rosa.huaman@andes.pe', 'secreto123');

    await waitFor(() => expect(app.currentUrl()).toBe(target));
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(getSession()?.token).toBe('tok-1');
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(sentBodies(fetchMock, '/auth/login')).toEqual([
      { email: 'rosa.huaman@andes.pe', password: 'secreto123' },
    ]);
    // One arrival only: a second navigation to the same address would close a menu opened meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([...arrivals].filter((arrival) => arrival.endsWith(` ${target}`))).toHaveLength(1);
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    // A browser drops tabs and line breaks from an address, which makes these //evil.example/x.
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example/x',
  ])('never follows a foreign returnUrl (%j), not even on the way to the panel', async (returnUrl) => {
    mockApi({ 'POST /auth/login': () => jsonResponse({ user: testAgent, token: 'tok-1' }) });
    const app = renderApp(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await fillAndSubmit('rosa.huaman@andes.pe', 'secreto123');
    await waitFor(() => expect(app.currentUrl()).toBe('/dashboard'));
    expect(
      app.visitedUrls().filter((url) => url.includes('evil.example') && !url.startsWith('/login?')),
    ).toEqual([]);
  });

  it.each([
    ['a company member', '/dashboard', testAgent],
    ['a searcher', '/empresa?page=2', testSearcher],
  ])('lands %s who signs in from the header on %s', async (_who, landing, user) => {
    mockApi({
      'POST /auth/login': () => jsonResponse({ user, token: 'tok-1' }),
      'GET /me': () => jsonResponse({ user }),
      'GET /auth/me': () => jsonResponse({ user }),
    });
    const app = renderApp('/empresa?page=2');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getAllByRole('link', { name: 'Iniciar Sesión' })[0]!);
    await waitFor(() => expect(app.currentUrl()).toBe('/login'));
    await fillAndSubmit(user.email, 'secreto123');
    await waitFor(() => expect(app.currentUrl()).toBe(landing));
  });

  it.each([
    [
      401,
      { error: 'invalid_credentials', message: 'x' },
      'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
    ],
    [
      422,
      { error: 'validation_failed', message: 'x', errors: ['y'] },
      'Datos inválidos. Por favor, revisa los campos.',
    ],
    [500, { error: 'internal_error', message: 'x' }, 'Error al iniciar sesión. Por favor, intenta de nuevo.'],
    [
      429,
      {
        error: 'rate_limited',
        message: 'Demasiados intentos. Por favor, espera 15 minutos e intenta de nuevo.',
      },
      'Demasiados intentos. Por favor, espera 15 minutos e intenta de nuevo.',
    ],
  ])('shows the error panel for a %i', async (status, body, message) => {
    mockApi({ 'POST /auth/login': () => jsonResponse(body, status) });
    renderApp('/login');
    await fillAndSubmit('ana@example.pe', 'secreto123');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error de autenticación')).toBeInTheDocument();
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed', async () => {
    let answerResend: (response: Response) => void = () => undefined;
    const fetchMock = mockApi({
      'POST /auth/login': () =>
        jsonResponse(
          {
            error: 'email_not_confirmed',
            message: 'Confirma tu correo electrónico',
            email_confirmed: false,
            email: 'ana@example.pe',
          },
          401,
        ),
      'POST /auth/resend_confirmation': () => new Promise<Response>((resolve) => (answerResend = resolve)),
    });
    renderApp('/login');
    const user = await fillAndSubmit('Ana@Example.pe', 'secreto123');

    const panel = await screen.findByRole('region', { name: 'Confirma tu correo electrónico' });
    expect(within(panel).getByText('ana@example.pe')).toBeInTheDocument();
    expect(screen.queryByText('Error de autenticación')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Reenviar correo' }));
    expect(await within(panel).findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    answerResend(jsonResponse({ message: 'Si la cuenta existe...' }));
    expect(
      await within(panel).findByText('Correo de confirmación reenviado. Revisa tu bandeja de entrada.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reenviar correo' })).toBeEnabled();
    expect(sentBodies(fetchMock, '/auth/resend_confirmation')).toEqual([{ email: 'ana@example.pe' }]);
  });

  it.each([
    [404, 'Usuario no encontrado.'],
    [500, 'Error al reenviar el correo. Por favor, intenta de nuevo.'],
  ])('shows the resend failure for a %i', async (status, message) => {
    mockApi({
      'POST /auth/login': () =>
        jsonResponse({ error: 'email_not_confirmed', email_confirmed: false, email: 'ana@example.pe' }, 401),
      'POST /auth/resend_confirmation': () => jsonResponse({ error: 'x', message: 'x' }, status),
    });
    renderApp('/login');
    const user = await fillAndSubmit('ana@example.pe', 'secreto123');
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
