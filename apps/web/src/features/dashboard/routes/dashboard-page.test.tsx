// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCount } from '@inmuebles/shared/properties/format';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import {
  buildContactRequest,
  buildContactRequestsResponse,
  buildManagedProperty,
  buildMyPropertiesResponse,
  sampleStats,
} from '../testing/dashboard-api';
import { DashboardPage } from './dashboard-page';

const recent = [
  buildManagedProperty({ id: 1, title: 'Casa en Surco', status: 'published' }),
  buildManagedProperty({ id: 2, title: 'Lote en Lurín', status: 'draft' }),
  buildManagedProperty({ id: 3, title: 'Oficina en San Isidro', status: 'archived' }),
];

function stubSummaryApi(listing: () => Response = () => jsonResponse(buildMyPropertiesResponse(recent))) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
    'GET /api/v1/my_properties': listing,
    'GET /api/v1/companies/2/contact_requests': () =>
      jsonResponse(
        buildContactRequestsResponse([
          buildContactRequest({ id: 7, name: 'Jorge Pérez' }),
          buildContactRequest({ id: 8, name: 'Ana Ruiz', read_at: '2026-02-02T10:00:00.000Z' }),
        ]),
      ),
    'PATCH /api/v1/contact_requests/7': () => jsonResponse({ contact_request: { id: 7 } }),
  });
}

const stat = (label: string) =>
  within(screen.getByRole('list', { name: 'Estadísticas' }))
    .getByText(label)
    .closest('li')!;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Panel' }, { timeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardPage', { timeout: 20_000 }, () => {
  it("shows 'Cargando dashboard...' while the user is absent", () => {
    render(<DashboardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando dashboard...');
  });

  it('welcomes the user and shows the six counters of the server in es-PE', async () => {
    const calls = stubSummaryApi();
    signIn('tok', testAgent);
    renderApp('/dashboard');
    await heading();
    expect(screen.getByText('Bienvenido de vuelta, Rosa')).toBeInTheDocument();
    await waitFor(() =>
      expect(stat('Mis Propiedades')).toHaveTextContent(formatCount(sampleStats.total_properties)),
    );
    expect(formatCount(1234)).toBe('1,234');
    expect(stat('Publicadas')).toHaveTextContent('1,000');
    expect(stat('Borradores')).toHaveTextContent('200');
    expect(stat('Vistas Totales')).toHaveTextContent('56,789');
    expect(stat('Favoritos')).toHaveTextContent('321');
    expect(stat('Contactos')).toHaveTextContent('45');
    const listCall = calls.find((call: RecordedCall) => call.url.pathname === '/api/v1/my_properties')!;
    expect(Object.fromEntries(listCall.url.searchParams)).toEqual({
      page: '1',
      per_page: '5',
      sort: 'recent',
      company_id: '2',
    });
  });

  it('lists the recent properties with their badges and links to the management list', async () => {
    stubSummaryApi();
    signIn('tok', testAgent);
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Mis Propiedades Recientes' }, { timeout: 5000 });
    await within(panel).findByText('Casa en Surco');
    expect(within(panel).getByText('Publicado')).toBeInTheDocument();
    expect(within(panel).getByText('Borrador')).toBeInTheDocument();
    expect(within(panel).getByText('Archivado')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/dashboard/properties',
    );

    const actions = screen.getByRole('region', { name: 'Acciones Rápidas' });
    expect(within(actions).getByRole('link', { name: /Nueva Propiedad/ })).toHaveAttribute(
      'href',
      '/dashboard/properties/new',
    );
    expect(within(actions).getByRole('link', { name: /Gestionar Empresa/ })).toHaveAttribute(
      'href',
      '/dashboard/company',
    );
    // No greyed 'Reportes — Próximamente' card until reports exist.
    expect(within(actions).queryByText(/Reportes|Próximamente/)).not.toBeInTheDocument();
  });

  it('offers to create the first property when there is none', async () => {
    stubSummaryApi(() => jsonResponse(buildMyPropertiesResponse([])));
    signIn('tok', testAgent);
    renderApp('/dashboard');
    expect(await screen.findByText('No tienes propiedades aún', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear tu primera propiedad' })).toHaveAttribute(
      'href',
      '/dashboard/properties/new',
    );
  });

  it('logs a failed load and shows zero counters and an empty list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubSummaryApi(() => jsonResponse({ error: 'internal' }, 500));
    signIn('tok', testAgent);
    renderApp('/dashboard');
    expect(
      await screen.findByText('No se pudieron cargar tus propiedades.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(stat('Mis Propiedades')).toHaveTextContent('0');
    expect(stat('Vistas Totales')).toHaveTextContent('0');
    expect(error).toHaveBeenCalled();
  });

  it('highlights unread contact requests and marks one as read', async () => {
    const user = userEvent.setup();
    const calls = stubSummaryApi();
    signIn('tok', testAgent);
    renderApp('/dashboard');
    const panel = await screen.findByRole('region', { name: 'Consultas recientes' }, { timeout: 5000 });
    const unread = await within(panel).findByRole('article', { name: 'Consulta de Jorge Pérez' });
    expect(within(unread).getByText('Nueva')).toBeInTheDocument();
    expect(within(panel).getByText('1 sin leer')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('article', { name: 'Consulta de Ana Ruiz' })).queryByText('Nueva'),
    ).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Ver todas las consultas' })).toHaveAttribute(
      'href',
      '/dashboard/leads',
    );

    await user.click(within(unread).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ read: true }));
    expect(calls.find((call) => call.method === 'PATCH')!.url.pathname).toBe('/api/v1/contact_requests/7');
  });
});
