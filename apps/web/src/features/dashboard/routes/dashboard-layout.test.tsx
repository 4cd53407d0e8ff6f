// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { buildContactRequestsResponse, buildMyPropertiesResponse } from '../testing/dashboard-api';

const me = () => jsonResponse({ user: testAgent });
const baseApi = {
  'GET /api/v1/auth/me': me,
  'GET /api/v1/my_properties': () => jsonResponse(buildMyPropertiesResponse([])),
  'GET /api/v1/companies/2/contact_requests': () => jsonResponse(buildContactRequestsResponse([])),
};

/** The sidebar's navigation (the one of wide screens; jsdom applies no CSS). */
const sidebar = async () => screen.findByRole('navigation', { name: 'Panel de control' }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Screens load lazily; on a busy two-core machine the first render of a file takes seconds.
describe('DashboardLayout', { timeout: 20_000 }, () => {
  it.each([
    ['/dashboard', 'Resumen'],
    ['/dashboard/properties', 'Propiedades'],
    ['/dashboard/properties/edit/casa-1', 'Propiedades'],
    ['/dashboard/projects/edit/41', 'Proyectos'],
    ['/dashboard/company', 'Empresa'],
    ['/dashboard/leads', 'Consultas'],
    ['/dashboard/team', 'Equipo'],
  ])('on %s highlights only %s', async (path, current) => {
    stubApi(baseApi);
    signIn('tok', testAgent);
    renderApp(path);
    const nav = await sidebar();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Resumen',
      'Propiedades',
      'Proyectos',
      'Importar',
      'Empresa',
      'Consultas',
      'Equipo',
      'Integraciones',
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual([current]);
  });

  it("shows the user's initials, full name and role", async () => {
    stubApi(baseApi);
    signIn('tok', testAgent);
    renderApp('/dashboard/properties');
    const aside = (await sidebar()).closest('aside')!;
    expect(within(aside).getByText('Rosa Huamán')).toBeInTheDocument();
    expect(within(aside).getByText('Agente')).toBeInTheDocument();
    expect(within(aside).getByText('RH')).toBeInTheDocument();
  });

  it('stores the user the server returns on entry', async () => {
    stubApi({
      ...baseApi,
      'GET /api/v1/auth/me': () => jsonResponse({ user: { ...testAgent, first_name: 'Rosa María' } }),
    });
    signIn('tok', testAgent);
    renderApp('/dashboard/properties');
    await waitFor(() => expect(getSession()?.user.first_name).toBe('Rosa María'));
    expect(await screen.findByText('Rosa María Huamán')).toBeInTheDocument();
  });

  it('clears the session and goes to /login when the current user cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      ...baseApi,
      'GET /api/v1/auth/me': () => jsonResponse({ error: 'internal', message: 'x' }, 500),
    });
    signIn('tok', testAgent);
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'), { timeout: 2000 });
    expect(app.currentUrl()).toBe('/login?returnUrl=%2Fdashboard');
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('keeps the session when the server cannot be reached', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({ ...baseApi, 'GET /api/v1/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    signIn('tok', testAgent);
    const app = renderApp('/dashboard/properties');
    await sidebar();
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(getSession()?.token).toBe('tok');
    expect(app.currentUrl()).toBe('/dashboard/properties');
  });

  it('logs out to /login from the sidebar, also when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = stubApi({
      ...baseApi,
      'POST /api/v1/auth/logout': () => jsonResponse({ error: 'internal' }, 500),
    });
    signIn('tok', testAgent);
    const app = renderApp('/dashboard/properties');
    const aside = (await sidebar()).closest('aside')!;
    await userEvent.click(within(aside).getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/login'), { timeout: 2000 });
    expect(getSession()).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/v1/auth/logout')).toBe(
      true,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument();
  });
});
