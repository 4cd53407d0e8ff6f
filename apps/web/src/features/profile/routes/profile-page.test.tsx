import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { mockApi, sentBodies } from '../testing/mock-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./profile-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = {
  user: testAgent,
  notification_preferences: { emailNotifications: true, propertyInquiries: true, systemUpdates: false },
};

describe('ProfilePage', { timeout: 15_000 }, () => {
  it('shows the user, role badge, registration date and the real statistics and activity', async () => {
    mockApi({
      'GET /me': () => jsonResponse(me),
      'GET /me/activity': () =>
        jsonResponse({
          stats: { properties: 12, views: 15340, contact_requests: 7 },
          activity: [
            {
              id: 1,
              kind: 'property_published',
              title: 'Propiedad publicada: Casa en Miraflores',
              property: { id: 3, slug: 'casa', title: 'Casa en Miraflores' },
              created_at: new Date().toISOString(),
            },
          ],
        }),
    });
    signIn('tok', testAgent);
    renderApp('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'Rosa Huamán' })).toBeInTheDocument();
    const main = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(main).getByText('rosa.huaman@andes.pe')).toBeInTheDocument();
    expect(within(main).getByTestId('role-badge')).toHaveTextContent('Agent');
    expect(within(main).getByTestId('role-badge').className).toContain('bg-blue-100');
    expect(within(main).getByText('RH')).toBeInTheDocument();
    expect(within(main).getByText(/1 de marzo de 2025/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar Perfil' })).toHaveAttribute('href', '/settings');

    // The stat tiles are drawn with a dash while /me/activity is loading: wait for the figure.
    await waitFor(() =>
      expect(screen.getByTestId('stat-views')).toHaveTextContent((15340).toLocaleString('es-PE')),
    );
    expect(screen.getByTestId('stat-properties')).toHaveTextContent('12');
    expect(screen.getByTestId('stat-contact_requests')).toHaveTextContent('7');
    const stats = screen.getByRole('region', { name: 'Estadísticas' });
    for (const label of ['Propiedades', 'Visualizaciones', 'Consultas'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
    expect(screen.getByText('Propiedad publicada: Casa en Miraflores')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al Panel' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Configuración' })).toHaveAttribute('href', '/settings');
  });

  it("shows 'No hay actividad reciente' and 'N/A' for a user without role", async () => {
    const noRole = { ...testAgent, role: null, company_id: null, company: null };
    mockApi({
      'GET /me': () => jsonResponse({ ...me, user: noRole }),
      'GET /me/activity': () =>
        jsonResponse({ stats: { properties: 0, views: 0, contact_requests: 0 }, activity: [] }),
    });
    signIn('tok', noRole);
    renderApp('/profile');
    expect(await screen.findByText('No hay actividad reciente')).toBeInTheDocument();
    expect(screen.getByTestId('role-badge')).toHaveTextContent('N/A');
  });

  it("lets a member enter their Registro del Agente Inmobiliario number and says it waits for an admin's check", async () => {
    const fetchMock = mockApi({
      'GET /me': () => jsonResponse(me),
      'GET /me/activity': () =>
        jsonResponse({ stats: { properties: 0, views: 0, contact_requests: 0 }, activity: [] }),
      'GET /me/agent_registry': () => jsonResponse({ agent_registry: { number: null, verified: false } }),
      'PUT /me/agent_registry': () =>
        jsonResponse({ agent_registry: { number: 'PN-1234', verified: false } }),
    });
    signIn('tok', testAgent);
    renderApp('/profile');
    const section = within(await screen.findByRole('region', { name: 'Registro del Agente Inmobiliario' }));
    expect(await section.findByText('Aún no indicas tu número.')).toBeInTheDocument();
    const user = userEvent.setup();
    const field = section.getByRole('textbox', { name: 'N.º de registro' });
    await user.type(field, 'pn-1234');
    await user.click(section.getByRole('button', { name: 'Guardar número' }));
    expect(await section.findByText(/Pendiente de verificación/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/me/agent_registry')).toEqual([{ number: 'pn-1234' }]);
    expect(field).toHaveValue('PN-1234');
  });
});
