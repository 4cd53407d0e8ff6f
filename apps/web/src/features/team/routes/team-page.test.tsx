// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember, TeamMemberList } from '@inmuebles/shared/teams/team-schema';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse, stubApi } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const boss = {
  ...testAgent,
  id: 1,
  role: 'company_admin' as const,
  email: 'gerente@andes.pe',
  first_name: 'Ana',
};

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    id: 5,
    first_name: 'Beto',
    last_name: 'Quispe',
    email: 'beto@andes.pe',
    phone: '+51 999 000 111',
    avatar_url: null,
    role: 'agent',
    active: true,
    properties_in_charge: 3,
    last_sign_in_at: null,
    ...overrides,
  };
}

function team(canManage: boolean): TeamMemberList {
  return {
    members: [
      member({
        id: 1,
        first_name: 'Ana',
        last_name: 'Rojas',
        email: 'gerente@andes.pe',
        role: 'company_admin',
      }),
      member({}),
    ],
    can_manage: canManage,
    settings: { agents_may_take_properties: false },
  };
}

describe('TeamPage', { timeout: 20_000 }, () => {
  it('lets a company_admin invite, and deactivate a member handing their properties to an admin', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/v1/auth/me': () => jsonResponse({ user: boss }),
      'GET /api/v1/companies/2/members': () => jsonResponse(team(true)),
      'GET /api/v1/companies/2/invitations': () => jsonResponse({ invitations: [] }),
      'GET /api/v1/companies/2/agent_stats': () => jsonResponse({ period: 'month', agents: [] }),
      'POST /api/v1/companies/2/invitations': () => jsonResponse({ invitation: { id: 9 } }, 201),
      'POST /api/v1/companies/2/members/5/deactivate': () =>
        jsonResponse({ member: member({ active: false }) }),
    });
    signIn('tok', boss);
    renderApp('/dashboard/team');
    await screen.findByRole('heading', { level: 1, name: 'Equipo' }, { timeout: 5000 });
    await screen.findByText('No hay invitaciones pendientes.');

    await user.click(screen.getByRole('button', { name: 'Invitar miembro' }));
    const dialog = screen.getByRole('dialog', { name: 'Invitar a un miembro' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El correo es requerido');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'nuevo@andes.pe');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await screen.findByText('Invitación enviada a nuevo@andes.pe.');
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/invitations'))?.body).toEqual({
      email: 'nuevo@andes.pe',
      role: 'agent',
    });

    const [deactivate] = screen.getAllByRole('button', { name: 'Desactivar a Beto Quispe' });
    await user.click(deactivate!);
    const confirm = screen.getByRole('alertdialog', { name: '¿Desactivar a Beto Quispe?' });
    expect(within(confirm).getByLabelText(/propiedades a cargo y sus consultas pasan a/)).toHaveValue('1');
    await user.click(within(confirm).getByRole('button', { name: 'Desactivar' }));
    await screen.findByText(/Beto Quispe fue desactivado. Sus propiedades y consultas pasaron a Ana Rojas/);
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/deactivate'))?.body).toEqual({ reassign_to_id: 1 }),
    );
  });

  it("offers no 'Desactivar' on one's own row, and lets e-mails wrap at their '@'", async () => {
    stubApi({
      'GET /api/v1/auth/me': () => jsonResponse({ user: boss }),
      'GET /api/v1/companies/2/members': () => jsonResponse(team(true)),
      'GET /api/v1/companies/2/invitations': () => jsonResponse({ invitations: [] }),
      'GET /api/v1/companies/2/agent_stats': () => jsonResponse({ period: 'month', agents: [] }),
    });
    signIn('tok', boss);
    renderApp('/dashboard/team');
    await screen.findAllByRole('button', { name: 'Desactivar a Beto Quispe' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Desactivar a Ana Rojas' })).not.toBeInTheDocument();
    for (const email of screen.getAllByText('gerente@andes.pe')) {
      expect(email.innerHTML).toBe('gerente<wbr>@andes.pe');
    }
  });

  it('shows an agent the members read-only', async () => {
    stubApi({
      'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
      'GET /api/v1/companies/2/members': () => jsonResponse(team(false)),
    });
    signIn('tok', testAgent);
    renderApp('/dashboard/team');
    await screen.findAllByText('beto@andes.pe', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Invitar miembro' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Desactivar/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Invitaciones pendientes')).not.toBeInTheDocument();
  });
});
