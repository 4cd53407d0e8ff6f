// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvitationPreview } from '@inmuebles/shared/teams/team-schema';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse, stubApi } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const pending: InvitationPreview = {
  status: 'pending',
  email: 'rosa.huaman@andes.pe',
  role: 'agent',
  company: { name: 'Andes Inmobiliaria', slug: 'andes-inmobiliaria' },
  account_exists: false,
};

describe('InvitationPage', { timeout: 20_000 }, () => {
  it('a new person creates the account, is signed in and lands in the dashboard', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/v1/invitations/tok123': () => jsonResponse(pending),
      'POST /api/v1/invitations/tok123/accept': () => jsonResponse({ user: testAgent, token: 'session' }),
      'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
    });
    const app = renderApp('/invitacion/tok123');
    await screen.findByText(/te invita a su equipo en InmoPerú como/, undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    expect(await screen.findByText('Los nombres son requeridos')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Nombres/), 'Rosa');
    await user.type(screen.getByLabelText(/^Apellidos/), 'Huamán');
    await user.type(screen.getByLabelText(/^Teléfono/), '+51 999 111 222');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Barranco-Mar-2026');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Barranco-Mar-2026');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta y unirme' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(getSession()?.token).toBe('session');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      first_name: 'Rosa',
      phone: '+51 999 111 222',
    });
  });

  it.each([
    ['expired', 'Invitación vencida'],
    ['revoked', 'Invitación revocada'],
    ['accepted', 'Invitación ya aceptada'],
    ['invalid', 'Invitación no encontrada'],
  ] as const)('a %s link shows its own state and a way forward', async (status, title) => {
    stubApi({ 'GET /api/v1/invitations/tok123': () => jsonResponse({ ...pending, status }) });
    renderApp('/invitacion/tok123');
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('InvitationPage for a signed-in person', { timeout: 20_000 }, () => {
  it('the invitee accepts with one click; another account is asked to sign out', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/v1/invitations/tok123': () => jsonResponse(pending),
      'POST /api/v1/invitations/tok123/accept': () => jsonResponse({ user: testAgent, token: null }),
      'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
    });
    signIn('tok', { ...testAgent, company_id: null, company: null });
    const app = renderApp('/invitacion/tok123');
    await user.click(await screen.findByRole('button', { name: 'Aceptar invitación' }, { timeout: 5000 }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({});
  });

  it('tells another signed-in account that the invitation is for a different address', async () => {
    stubApi({ 'GET /api/v1/invitations/tok123': () => jsonResponse(pending) });
    signIn('tok', { ...testAgent, email: 'otra@andes.pe' });
    renderApp('/invitacion/tok123');
    expect(
      await screen.findByRole('heading', { name: 'Esta invitación es para otro correo' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });
});
