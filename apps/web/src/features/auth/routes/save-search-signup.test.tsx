import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { testSearcher } from '@/testing/test-users';
import { buildListResponse, buildProperty } from '@/features/properties/testing/build-property';

/*
 * A guest's "Guardar búsqueda" (docs/product/searcher-accounts.md §3): from the login screen to a new
 * "Busco inmueble" account, through the confirmation link, and back to the same search, which is then saved.
 */

beforeAll(async () => {
  await Promise.all([import('./login-page'), import('./register-page'), import('./confirm-email-page')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const listing = '/propiedades?operation=rent&min_bedrooms=2&guardar=1';
const encoded = encodeURIComponent(listing);

async function fill(user: UserEvent, label: string, value: string) {
  await user.click(await screen.findByLabelText(label, { selector: 'input' }));
  await user.paste(value);
}

describe('saving a search as a new searcher', { timeout: 20_000 }, () => {
  it('keeps the search through registration, confirmation and sign-in, then saves it', async () => {
    const calls = stubApi({
      'POST /api/v1/auth/register_searcher': () =>
        jsonResponse(
          { message: 'Cuenta creada. Revisa tu correo electrónico para confirmar tu cuenta.' },
          201,
        ),
      'POST /api/v1/auth/login': () => jsonResponse({ token: 'tok', user: testSearcher }),
      'GET /api/v1/properties': () => jsonResponse(buildListResponse([buildProperty({ id: 1 })])),
      'POST /api/v1/user/saved_searches': () =>
        jsonResponse(
          { saved_search: { id: 5, name: 'Inmuebles en alquiler en San Isidro', filters: {} } },
          201,
        ),
    });
    const user = userEvent.setup({ delay: null });

    // The login screen the button sent the guest to offers a searcher account with the same return.
    const login = renderApp(`/login?returnUrl=${encoded}`);
    const offer = await screen.findByRole('link', { name: 'Crea una cuenta «Busco inmueble»' });
    expect(offer).toHaveAttribute('href', `/register?cuenta=busco&returnUrl=${encoded}`);
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
      'href',
      offer.getAttribute('href'),
    );
    login.unmount();

    // Registering remembers the return for after the e-mail link.
    const register = renderApp(`/register?cuenta=busco&returnUrl=${encoded}`);
    expect(await screen.findByRole('radio', { name: /Busco inmueble/ })).toBeChecked();
    await fill(user, 'Nombres', 'Carmen');
    await fill(user, 'Apellidos', 'Rojas');
    await fill(user, 'Correo electrónico', 'carmen.rojas@correo.pe');
    await fill(user, 'Contraseña', 'una frase larga');
    await fill(user, 'Confirmar contraseña', 'una frase larga');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const panel = await screen.findByText('¡Registro exitoso!');
    expect(
      within(panel.closest('[role="status"]') as HTMLElement).getByRole('link', {
        name: 'Ir a iniciar sesión',
      }),
    ).toHaveAttribute('href', `/login?returnUrl=${encoded}`);
    await waitFor(() => expect(localStorage.getItem('return_after_confirmation')).toContain('guardar=1'));
    register.unmount();

    // The link in the e-mail (another tab, same browser) leads to the login with the same return.
    const confirm = renderApp('/auth/confirm-email?status=success&message=confirmed');
    await screen.findByText('¡Correo confirmado!');
    // The header has its own 'Iniciar Sesión' link for guests: the panel's is the one with the return.
    expect(
      screen.getAllByRole('link', { name: 'Iniciar Sesión' }).map((link) => link.getAttribute('href')),
    ).toContain(`/login?returnUrl=${encoded}&confirmed=true`);
    confirm.unmount();

    // Signing in goes back to the listing, which saves the search and drops the flag.
    const back = renderApp(`/login?returnUrl=${encoded}&confirmed=true`);
    await fill(user, 'Correo electrónico', 'carmen.rojas@correo.pe');
    await fill(user, 'Contraseña', 'una frase larga');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(back.currentUrl()).toBe('/propiedades?operation=rent&min_bedrooms=2'), {
      timeout: 5000,
    });
    expect(getSession()?.user.email).toBe(testSearcher.email);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/v1/user/saved_searches')).toHaveLength(1),
    );
    const saved = calls.find((call) => call.url.pathname === '/api/v1/user/saved_searches');
    expect(saved?.body).toEqual({ filters: { operation: 'rent', min_bedrooms: 2 } });
    expect(localStorage.getItem('return_after_confirmation')).toBeNull();
  });

  it('shows the plain registration link when the return is not a search to save', async () => {
    stubApi({});
    renderApp('/login?returnUrl=%2Fmis-favoritos');
    expect(await screen.findByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /Busco inmueble/ })).not.toBeInTheDocument();
  });
});
