// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProperty } from '@inmuebles/shared/trust/admin-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';

const testAdmin = { ...testAgent, id: 1, email: 'admin@inmoperu.pe', role: 'admin' as const };

const pending: AdminProperty = {
  id: 31,
  title: 'Departamento en Lince',
  slug: 'departamento-en-lince-31',
  status: 'draft',
  visibility: 'public',
  company: { id: 9, name: 'Carmen', slug: 'dueno-x1' },
  open_reports: 0,
  last_report_at: null,
  hidden_at: null,
  hidden_reason: null,
  created_at: '2026-12-01T15:00:00.000Z',
  advertiser: 'owner',
  review_status: 'pending',
  review_reason: null,
  registry: 'Partida registral N° 12345678 — Oficina Registral Lima',
  registry_verified_at: null,
};

function stubConsole() {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testAdmin }),
    'GET /api/v1/admin/reviews': () =>
      jsonResponse({
        properties: [pending],
        pagination: { current_page: 1, total_pages: 1, total_count: 1 },
      }),
    'POST /api/v1/admin/properties/31/approve': () =>
      jsonResponse({ property: { ...pending, status: 'published', review_status: 'approved' } }),
    'POST /api/v1/admin/properties/31/reject': () =>
      jsonResponse({ property: { ...pending, review_status: 'rejected' } }),
    'POST /api/v1/admin/properties/31/verify_registry': () =>
      jsonResponse({ property: { ...pending, registry_verified_at: '2026-12-02T10:00:00.000Z' } }),
  });
}

beforeEach(() => signIn('tok', testAdmin));
afterEach(() => vi.unstubAllGlobals());

describe("The console's 'Por revisar'", { timeout: 20_000 }, () => {
  it('lists the held listing with its partida; approves it and marks the partida verified', async () => {
    const user = userEvent.setup();
    const calls = stubConsole();
    renderApp('/admin?seccion=por-revisar');
    const row = await screen.findByTestId('admin-review-row');
    expect(within(row).getByRole('link', { name: 'Departamento en Lince' })).toHaveAttribute(
      'href',
      '/propiedad/departamento-en-lince-31',
    );
    expect(
      within(row).getByText('Partida registral N° 12345678 — Oficina Registral Lima'),
    ).toBeInTheDocument();
    expect(within(row).getByText('Sin verificar')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Marcar partida verificada' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/v1/admin/properties/31/verify_registry')).toBe(true),
    );
    await user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/v1/admin/properties/31/approve')).toBe(true),
    );
  });

  it('rejects with the reason the owner reads', async () => {
    const user = userEvent.setup();
    const calls = stubConsole();
    renderApp('/admin?seccion=por-revisar');
    const row = await screen.findByTestId('admin-review-row');
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar «Departamento en Lince»' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'La partida no coincide');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar inmueble' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/v1/admin/properties/31/reject')?.body).toEqual({
        reason: 'La partida no coincide',
      }),
    );
  });
});
