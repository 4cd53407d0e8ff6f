// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import {
  buildContactRequest,
  buildContactRequestsResponse,
  buildMyPropertiesResponse,
} from '../testing/dashboard-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ContactRequestsPage', { timeout: 20_000 }, () => {
  it('lists the leads with reply links and filters the unread ones', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
      'GET /api/v1/my_properties': () => jsonResponse(buildMyPropertiesResponse([])),
      'GET /api/v1/companies/2/contact_requests': () =>
        jsonResponse(
          buildContactRequestsResponse([
            buildContactRequest({ id: 3, name: 'Jorge Pérez', phone: '987 654 321' }),
          ]),
        ),
      'PATCH /api/v1/contact_requests/3': () => jsonResponse({ contact_request: { id: 3 } }),
    });
    signIn('tok', testAgent);
    const app = renderApp('/dashboard/leads');
    const lead = await screen.findByRole('article', { name: 'Consulta de Jorge Pérez' }, { timeout: 5000 });
    expect(within(lead).getByRole('link', { name: 'Casa en Miraflores 1' })).toHaveAttribute(
      'href',
      '/propiedad/casa-en-miraflores-1',
    );
    expect(within(lead).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/51987654321\?text=/,
    );
    expect(within(lead).getByRole('link', { name: 'lucia@example.pe' }).getAttribute('href')).toMatch(
      /^mailto:lucia@example\.pe\?subject=/,
    );
    expect(within(lead).getByText(/estoy interesado/)).toBeInTheDocument();
    // The phone written one way, and one 'Todas' among the toggles.
    expect(within(lead).getByRole('link', { name: '+51 987 654 321' })).toHaveAttribute(
      'href',
      'tel:987654321',
    );
    expect(screen.getAllByRole('button', { name: 'Todas' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'De la empresa' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(lead).getByRole('button', { name: 'Marcar como leída' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'PATCH' && call.url.pathname === '/api/v1/contact_requests/3'),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: 'No leídas' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/dashboard/leads?unread=true'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('unread')).toBe('true'));
  });

  it('shows the lead of a deleted account without any way to reach its sender', async () => {
    stubApi({
      'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
      'GET /api/v1/my_properties': () => jsonResponse(buildMyPropertiesResponse([])),
      'GET /api/v1/companies/2/contact_requests': () =>
        jsonResponse(
          buildContactRequestsResponse([
            buildContactRequest({ id: 4, name: 'Usuario eliminado', email: null, phone: null }),
          ]),
        ),
    });
    signIn('tok', testAgent);
    renderApp('/dashboard/leads');
    const lead = await screen.findByRole(
      'article',
      { name: 'Consulta de Usuario eliminado' },
      { timeout: 5000 },
    );
    expect(within(lead).getByText(/estoy interesado/)).toBeInTheDocument();
    expect(
      within(lead)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/propiedad/casa-en-miraflores-1']);
    expect(
      within(lead).getByText('La persona eliminó su cuenta y con ella sus datos de contacto.'),
    ).toBeVisible();
  });
});
