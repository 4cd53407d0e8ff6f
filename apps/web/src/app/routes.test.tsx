// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent, testSearcher } from '@/testing/test-users';

describe('route table', () => {
  it.each([
    ['/', 'Propiedades'],
    ['/propiedades', 'Propiedades'],
    ['/propiedad/casa-en-miraflores', 'Error al cargar la propiedad'],
    ['/empresa', 'Empresas inmobiliarias'],
    ['/login', 'Iniciar Sesión'],
    ['/register', 'Registrarse'],
    ['/auth/confirm-email?status=success', 'Confirmación de correo'],
    ['/forgot-password', 'Recuperar contraseña'],
    ['/auth/reset-password', 'Restablecer contraseña'],
  ])('shows %s to a guest as "%s"', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Panel'],
    ['/dashboard/properties', 'Mis Propiedades'],
    ['/dashboard/properties/new', 'Nueva Propiedad'],
    ['/dashboard/company', 'Gestión de Empresa'],
    ['/profile', 'Rosa Huamán'],
    ['/settings', 'Configuración'],
  ])('shows %s to a signed-in user as "%s"', async (path, title) => {
    signIn('tok', testAgent);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/profile', 'Rosa Huamán', 'Mi Perfil - InmoPerú', 'Mi Perfil'],
    ['/settings', 'Configuración', 'Configuración - InmoPerú', 'Configuración'],
  ])('keeps %s inside the signed-in shell, with its own title', async (path, heading, title, section) => {
    signIn('tok', testAgent);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Panel de control' });
    expect(within(sidebar).getByRole('link', { name: 'Resumen' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Menú del panel' })).toBeInTheDocument();
    expect(screen.getByText(section, { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('sends a signed-in user back to the list when the property to edit cannot be loaded', async () => {
    signIn('tok', testAgent);
    const app = renderApp('/dashboard/properties/edit/casa-1');
    await waitFor(() => expect(app.currentUrl()).toBe('/dashboard/properties'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Propiedades' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', '/login?returnUrl=%2Fdashboard'],
    ['/dashboard/properties?status=draft', '/login?returnUrl=%2Fdashboard%2Fproperties%3Fstatus%3Ddraft'],
    ['/settings', '/login?returnUrl=%2Fsettings'],
  ])('sends a guest from %s to %s', async (path, target) => {
    const app = renderApp(path);
    await waitFor(() => expect(app.currentUrl()).toBe(target));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it.each(['/login', '/register', '/forgot-password', '/auth/reset-password'])(
    'sends a signed-in company member from %s to the panel, a searcher home',
    async (path) => {
      signIn('tok', testAgent);
      const member = renderApp(path);
      await waitFor(() => expect(member.currentUrl()).toBe('/dashboard'));
      member.unmount();
      signIn('tok', testSearcher);
      const searcher = renderApp(path);
      await waitFor(() => expect(searcher.currentUrl()).toBe('/'));
    },
  );

  it.each([
    ['/mis-favoritos', 'Mis favoritos'],
    ['/busquedas-guardadas', 'Búsquedas guardadas'],
    ['/mis-consultas', 'Mis consultas'],
    ['/mis-inmuebles', 'Mis inmuebles'],
    ['/settings', 'Configuración'],
  ])("frames a searcher's %s like the other pages of their own, in one <main>", async (path, heading) => {
    signIn('tok', testSearcher);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Mi cuenta' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mis favoritos', 'Búsquedas guardadas', 'Mis consultas', 'Mis inmuebles', 'Configuración']);
    expect(within(tabs).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(screen.queryByRole('navigation', { name: 'Panel de control' })).not.toBeInTheDocument();
  });

  it.each(['/dashboard', '/dashboard/properties/new', '/dashboard/company', '/dashboard/team'])(
    'sends a searcher who opens %s to their own area, never the company panel',
    async (path) => {
      signIn('tok', testSearcher);
      const app = renderApp(path);
      await waitFor(() => expect(app.currentUrl()).toBe('/mis-favoritos'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeInTheDocument();
      expect(screen.queryByText('Nueva Propiedad')).not.toBeInTheDocument();
      expect(screen.queryByText('Gestionar Empresa')).not.toBeInTheDocument();
    },
  );

  it('honours a safe returnUrl when a signed-in user reaches the login page', async () => {
    signIn('tok', testAgent);
    const safe = renderApp('/login?returnUrl=%2Fprofile');
    await waitFor(() => expect(safe.currentUrl()).toBe('/profile'));
    safe.unmount();
    const foreign = renderApp('/login?returnUrl=%2F%2Fevil.example');
    await waitFor(() => expect(foreign.currentUrl()).toBe('/dashboard'));
  });

  // A browser drops tabs and line breaks from an address: '/\t/evil.example/x' is '//evil.example/x' there.
  it.each(['%2F%09%2Fevil.example%2Fx', '%2F%0A%2Fevil.example%2Fx', '%2F%0D%2Fevil.example%2Fx'])(
    'sends a signed-in user from /login?returnUrl=%s to the panel without passing through it',
    async (returnUrl) => {
      signIn('tok', testAgent);
      const app = renderApp(`/login?returnUrl=${returnUrl}`);
      await waitFor(() => expect(app.currentUrl()).toBe('/dashboard'));
      expect(app.visitedUrls().slice(1)).toEqual(['/dashboard']);
    },
  );

  it.each([
    ['/properties/casa-1', '/propiedad/casa-1'],
    ['/property/casa-1?ref=empresa', '/propiedad/casa-1?ref=empresa'],
    ['/dashboard/properties/15/edit', '/dashboard/properties/edit/15'],
    ['/dashboard/company/edit', '/dashboard/company?edit=1'],
    ['/no-existe', '/'],
    ['/dashboard/otra-cosa', '/'],
  ])('redirects %s to %s', async (path, target) => {
    signIn('tok', testAgent);
    const app = renderApp(path);
    await waitFor(() => expect(app.currentUrl()).toBe(target));
  });
});
