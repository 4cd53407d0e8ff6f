// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { buildProject, buildUnitType } from '../testing/build-project';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const project = buildProject();

function stubProject() {
  document.cookie = 'csrf_token=test-csrf';
  return stubApi({
    'GET /api/v1/projects/residencial-parque-pardo': () => jsonResponse({ project }),
    'GET /api/v1/contact_requests/form_token': () => jsonResponse({ form_token: 'form-token-from-server' }),
    'POST /api/v1/projects/residencial-parque-pardo/contact_requests': () =>
      jsonResponse(
        {
          contact_request: { id: 5, created_at: '2026-12-02T15:00:00.000Z' },
          message: 'Tu consulta fue enviada. La empresa te responderá pronto.',
        },
        201,
      ),
  });
}

describe('ProjectPage', () => {
  it('shows the stage and delivery, the unit types, amenities, banks, MiVivienda and the builder', async () => {
    stubProject();
    renderApp('/proyecto/residencial-parque-pardo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Residencial Parque Pardo' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(document.title).toBe('Residencial Parque Pardo en Miraflores - InmoPerú');
    const header = screen.getByRole('heading', { level: 1 }).parentElement!;
    expect(header).toHaveTextContent('En planos');
    expect(header).toHaveTextContent('Entrega dic. 2027');

    // The table (desk) and the cards (phone) carry the same unit types.
    const table = screen.getByRole('table', { name: 'Tipos de unidad' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Flat 1D1 dormitorio1 baño45 m²Desde S/\u00a0389,000'),
      expect.stringContaining('Flat 2D-A2 dormitorios2 baños68 a 72 m²Desde S/\u00a0489,000'),
      expect.stringContaining('Dúplex 3D3 dormitorios2.5 baños98 m²Desde USD\u00a0210,000≈ S/\u00a0787,500'),
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Tipos de unidad' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    expect(screen.getByRole('region', { name: 'Áreas comunes y comodidades' })).toHaveTextContent('Piscina');
    expect(
      within(screen.getByRole('list', { name: 'Bancos' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['BCP', 'Interbank']);
    expect(screen.getByRole('region', { name: 'Financiamiento' })).toHaveTextContent('Apto Bono MiVivienda');
    const builder = screen.getByRole('region', { name: 'Lima Prime Residencial' });
    expect(builder).toHaveTextContent('Empresa verificada');
    expect(within(builder).getByRole('link', { name: 'Ver la empresa' })).toHaveAttribute(
      'href',
      '/empresa/lima-prime-residencial',
    );
  });

  it("'Consultar' on a unit type opens the contact form about it and sends the unit type", async () => {
    const user = userEvent.setup();
    const calls = stubProject();
    renderApp('/proyecto/residencial-parque-pardo');
    const table = await screen.findByRole('table', { name: 'Tipos de unidad' }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: 'Consultar por Flat 2D-A' }));

    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'Consulta por Flat 2D-A' })).toBeVisible();
    expect(within(form).getByLabelText('Mensaje')).toHaveValue(
      'Hola, estoy interesado en el proyecto: Residencial Parque Pardo · Flat 2D-A',
    );
    await user.type(within(form).getByLabelText('Nombre'), 'Lucía Quispe');
    await user.type(within(form).getByLabelText('Correo electrónico'), 'lucia@example.pe');
    await user.type(within(form).getByLabelText('Teléfono'), '987654321');
    await user.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));

    expect(
      await screen.findByText('Tu consulta fue enviada. La empresa te responderá pronto.'),
    ).toBeVisible();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url.pathname).toBe('/api/v1/projects/residencial-parque-pardo/contact_requests');
    expect(sent?.body).toMatchObject({
      unit_type_id: 11,
      form_token: 'form-token-from-server',
      contact_request: { name: 'Lucía Quispe', email: 'lucia@example.pe', phone: '987654321' },
    });
  });

  it("links a unit type's floor plan, and only where the builder gave one", async () => {
    const plan = '/uploads/projects/1/plans/flat-2d-a.webp';
    const withPlan = buildProject({
      unit_types: [buildUnitType({ id: 1, name: 'Flat 1D' }), buildUnitType({ floor_plan_url: plan })],
    });
    stubApi({ 'GET /api/v1/projects/residencial-parque-pardo': () => jsonResponse({ project: withPlan }) });
    renderApp('/proyecto/residencial-parque-pardo');
    const table = await screen.findByRole('table', { name: 'Tipos de unidad' }, { timeout: 5000 });
    const links = within(table).getAllByRole('link', { name: /^Ver plano/ });
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Ver plano de Flat 2D-A (se abre en una pestaña nueva)', plan],
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Tipos de unidad' })).getAllByRole('link', {
        name: /^Ver plano/,
      }),
    ).toHaveLength(1);
  });

  it('shows "Proyecto no encontrado" for an unknown slug', async () => {
    stubProject();
    renderApp('/proyecto/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Proyecto no encontrado' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(document.title).toBe('Proyecto no encontrado - InmoPerú');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver todos los proyectos' })).toHaveAttribute(
        'href',
        '/proyectos',
      ),
    );
  });
});
