import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type ApiHandler } from '@/testing/stub-api';
import { testAgent, testSearcher } from '@/testing/test-users';

/* "Tu cuenta" on /settings: "Descargar mis datos" and "Eliminar mi cuenta" (docs/product/searcher-accounts.md §5). */

beforeAll(async () => {
  await import('./settings-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const prefs = { emailNotifications: true, propertyInquiries: true, systemUpdates: false };

function setup(user = testSearcher, handlers: Record<string, ApiHandler> = {}) {
  const calls = stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user }),
    'GET /api/v1/me': () => jsonResponse({ user, notification_preferences: prefs }),
    ...handlers,
  });
  signIn('tok', user);
  const view = renderApp('/settings');
  return { calls, view, user: userEvent.setup({ delay: null }) };
}

describe('Settings: the account section', { timeout: 15_000 }, () => {
  it('downloads the export as a JSON file', async () => {
    const exported = { account: { email: testSearcher.email }, favorites: [], saved_searches: [] };
    // jsdom has no object URLs: stand-ins, removed again after the test.
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:mis-datos');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { calls, user } = setup(testSearcher, { 'GET /api/v1/me/export': () => jsonResponse(exported) });

    await user.click(await screen.findByRole('button', { name: 'Descargar mis datos' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('mis-datos-inmoperu.json');
    expect(link.href).toBe('blob:mis-datos');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(exported);
    const request = calls.find((call) => call.url.pathname === '/api/v1/me/export');
    expect(request?.method).toBe('GET');
  });

  it('offers the download but not the deletion to company staff', async () => {
    setup(testAgent);
    expect(await screen.findByRole('button', { name: 'Descargar mis datos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument();
  });

  it('shows the server’s message in the dialog on a wrong password and keeps the session', async () => {
    const { calls, user } = setup(testSearcher, {
      'DELETE /api/v1/me/account': () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: 'Datos inválidos. Por favor, revisa los campos.',
            errors: ['password: La contraseña no es correcta'],
          },
          422,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta?' });
    // What stays with the companies, and what does not (docs/product/searcher-accounts.md §5).
    expect(dialog).toHaveAccessibleDescription(
      'Se borrarán tus datos personales, tus favoritos y tus búsquedas guardadas. De las consultas que ' +
        'enviaste, las inmobiliarias conservan solo el mensaje, el inmueble y la fecha, a nombre de ' +
        '«Usuario eliminado»: tu correo y tu teléfono se borran también. No se puede deshacer.',
    );
    await user.type(within(dialog).getByLabelText('Confirma con tu contraseña'), 'otra-clave');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar mi cuenta' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^La contraseña no es correcta$/);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { password: 'otra-clave' },
    ]);
    expect(getSession()).not.toBeNull();
  });

  it('signs out locally and goes home once the account is deleted', async () => {
    const { calls, user, view } = setup(testSearcher, {
      'DELETE /api/v1/me/account': () =>
        jsonResponse({ message: 'Tu cuenta fue eliminada. Tus datos personales se borraron.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Confirma con tu contraseña'), 'Clave-2026{Enter}');

    await waitFor(() => expect(view.currentUrl()).toBe('/'));
    expect(getSession()).toBeNull();
    // The server already ended every session: no logout call that could only answer 401.
    expect(calls.some((call) => call.url.pathname === '/api/v1/auth/logout')).toBe(false);
  });
});
