// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCompany } from '@inmuebles/shared/trust/admin-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';

const testAdmin = { ...testAgent, id: 1, email: 'admin@inmoperu.pe', role: 'admin' as const };

const andes: AdminCompany = {
  id: 2,
  name: 'Andes Inmobiliaria',
  slug: 'andes-inmobiliaria',
  ruc: '20100070970',
  verified_at: '2026-02-01T15:00:00.000Z',
  agent_registry_number: 'PJ-0456',
  agent_registry_verified_at: null,
  suspended_at: null,
  suspended_reason: null,
  members_count: 3,
  properties_count: 14,
  created_at: '2026-01-01T10:00:00.000Z',
};
const lima: AdminCompany = {
  ...andes,
  id: 3,
  name: 'Lima Casas',
  slug: 'lima-casas',
  agent_registry_number: null,
};

function stubConsole(companies: AdminCompany[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testAdmin }),
    'GET /api/v1/admin/companies': () =>
      jsonResponse({
        companies,
        pagination: { current_page: 1, total_pages: 1, total_count: companies.length },
      }),
    ...extra,
  });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

beforeEach(() => signIn('tok', testAdmin));
afterEach(() => vi.unstubAllGlobals());

describe(
  "The console's companies: their Registro del Agente Inmobiliario number",
  { timeout: 20_000 },
  () => {
    it("shows the number and its state, and verifies it apart from the company's own verification", async () => {
      const user = userEvent.setup();
      const calls = stubConsole([andes, lima], {
        'POST /api/v1/admin/companies/2/verify_agent_registry': () =>
          jsonResponse({ company: { ...andes, agent_registry_verified_at: '2026-12-02T10:00:00.000Z' } }),
      });
      renderApp('/admin?seccion=empresas');
      const row = await rowOf('Andes Inmobiliaria');
      expect(within(row).getByText('N.º PJ-0456')).toBeInTheDocument();
      expect(within(row).getByText('Sin verificar')).toBeInTheDocument();
      // The company's own verification keeps its button.
      expect(within(row).getByRole('button', { name: 'Quitar verificación' })).toBeInTheDocument();
      // A company without a number has nothing to verify.
      expect(within(await rowOf('Lima Casas')).queryByRole('button', { name: /registro/ })).toBeNull();

      await user.click(within(row).getByRole('button', { name: 'Verificar registro de Andes Inmobiliaria' }));
      await waitFor(() =>
        expect(calls.some((c) => c.url.pathname === '/api/v1/admin/companies/2/verify_agent_registry')).toBe(
          true,
        ),
      );
      expect(calls.some((c) => c.url.pathname === '/api/v1/admin/companies/2/unverify')).toBe(false);
    });

    it('takes the mark back from a verified number', async () => {
      const user = userEvent.setup();
      const verified = { ...andes, agent_registry_verified_at: '2026-12-02T10:00:00.000Z' };
      const calls = stubConsole([verified], {
        'POST /api/v1/admin/companies/2/unverify_agent_registry': () => jsonResponse({ company: andes }),
      });
      renderApp('/admin?seccion=empresas');
      const row = await rowOf('Andes Inmobiliaria');
      expect(within(row).getByText('Verificado')).toBeInTheDocument();
      await user.click(
        within(row).getByRole('button', { name: 'Quitar verificación del registro de Andes Inmobiliaria' }),
      );
      await waitFor(() =>
        expect(
          calls.some((c) => c.url.pathname === '/api/v1/admin/companies/2/unverify_agent_registry'),
        ).toBe(true),
      );
    });
  },
);
