// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AppHeader', () => {
  it('offers sign-in and registration to a guest', async () => {
    renderApp('/');
    const header = await screen.findByRole('banner');
    for (const name of ['Inicio', 'Propiedades', 'Iniciar Sesión', 'Registrarse']) {
      expect(within(header).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(header).getByRole('link', { name: /InmoPerú/ })).toHaveAttribute('href', '/');
    expect(within(header).queryByRole('button', { name: /Menú de usuario/ })).not.toBeInTheDocument();
  });

  it('opens the user menu with name, email and role, and closes it on Escape and outside click', async () => {
    signIn('tok', testAgent);
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/dashboard');
    const button = await within(header).findByRole('button', { name: /Menú de usuario/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Rosa Huamán')).toBeInTheDocument();
    expect(screen.getByText('rosa.huaman@andes.pe')).toBeInTheDocument();
    expect(screen.getByText('Agente')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Ver Perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Configuración' })).toHaveAttribute('href', '/settings');

    await user.keyboard('{Escape}');
    expect(screen.queryByText('rosa.huaman@andes.pe')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByText('rosa.huaman@andes.pe')).not.toBeInTheDocument();
  });

  it('follows the menu button pattern: arrows, Home and End move focus, Escape and Tab close', async () => {
    signIn('tok', testAgent);
    const user = userEvent.setup();
    renderApp('/');
    const header = await screen.findByRole('banner');
    const button = await within(header).findByRole('button', { name: /Menú de usuario/ });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');

    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Menú de usuario' });
    expect(button).toHaveAttribute('aria-controls', menu.id);
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((element) => element.textContent),
    ).toEqual(['Ver Perfil', 'Configuración', 'Panel', 'Cerrar Sesión']);
    expect(item('Ver Perfil')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Configuración')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Cerrar Sesión')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Ver Perfil')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Cerrar Sesión')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Ver Perfil')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens at the last item; Tab closes and lets focus go on.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Cerrar Sesión' })).toHaveFocus();
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the user menu when the user follows one of its links', async () => {
    signIn('tok', testAgent);
    const user = userEvent.setup();
    const app = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Ver Perfil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Huamán' })).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/profile');
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: /Menú de usuario/ }),
    ).toHaveAttribute('aria-expanded', 'false');
  });

  it('signs out and goes home even when the logout call fails', async () => {
    // The signed-in shell loads the current user; only the logout call fails.
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      url === '/api/v1/auth/me'
        ? new Response(JSON.stringify({ user: testAgent }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{"error":"internal"}', {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    signIn('tok', testAgent);
    const user = userEvent.setup();
    const app = renderApp('/dashboard');
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: /Menú de usuario/ }));
    await user.click(within(header).getByRole('menuitem', { name: 'Cerrar Sesión' }));

    await waitFor(() => expect(app.currentUrl()).toBe('/'));
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/v1/auth/logout' && init?.method === 'POST'),
    ).toBe(true);
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('toggles the small-screen menu with the hamburger button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const open = await screen.findByRole('button', { name: 'Abrir menú' });
    await user.click(open);
    const panel = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(panel).getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
    const close = screen.getByRole('button', { name: 'Cerrar menú' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    await user.click(close);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });
});
