import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildCompany } from '../testing/build-company';
import { stubCompanyApi } from '../testing/stub-company-api';
import { jsonResponse } from '@/testing/stub-api';
import { findTitle, root, slow, setUpCompanyPageScreen } from '../testing/company-page-screen';

setUpCompanyPageScreen();

describe('CompanyPage states', { timeout: 15_000 }, () => {
  it('shows a spinner while the company loads', async () => {
    stubCompanyApi(() => new Promise<Response>(() => undefined));
    renderApp('/empresa/andes-inmobiliaria');
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent('Cargando...');
  });

  it('lists the companies on /empresa, searchable by department, each opening its page', async () => {
    const companies = [
      buildCompany({
        id: 1,
        name: 'Andes Inmobiliaria',
        slug: 'andes-inmobiliaria',
        address: 'Av. Larco 1232, Miraflores, Lima',
      }),
      buildCompany({
        id: 2,
        name: 'Inmobiliaria Misti',
        slug: 'inmobiliaria-misti',
        address: 'Calle Mercaderes 212, Arequipa',
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/locations/departments')
          ? jsonResponse({
              departments: [
                { id: '04', name: 'Arequipa' },
                { id: '15', name: 'Lima' },
              ],
            })
          : jsonResponse({
              companies,
              pagination: { current_page: 1, total_pages: 1, total_count: 2, per_page: 100 },
            }),
      ),
    );
    renderApp('/empresa');
    expect(await screen.findByRole('heading', { name: 'Empresas inmobiliarias' }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Slug de empresa no encontrado')).not.toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Empresas' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    // The departments come from the API, not in the page's code.
    await screen.findByRole('option', { name: 'Arequipa' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Departamento' }), 'Arequipa');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: /Inmobiliaria Misti/ })).toHaveAttribute(
      'href',
      '/empresa/inmobiliaria-misti',
    );
  });

  it('shows the not-found state for an unknown slug, never demo content', async () => {
    const { propertyCalls } = stubCompanyApi(() =>
      jsonResponse({ error: 'not_found', message: 'Empresa no encontrada' }, 404),
    );
    renderApp('/empresa/no-existe');
    expect(await screen.findByRole('heading', { name: 'Empresa no encontrada' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    // No template frames it: the site's own header and footer do.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(root()).toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(propertyCalls).toHaveLength(0);
  });

  it('shows an error panel on other failures and loads the page on retry', async () => {
    let fail = true;
    const { companyCalls } = stubCompanyApi(() =>
      fail ? jsonResponse({ error: 'internal_error' }, 500) : jsonResponse({ company: buildCompany() }),
    );
    renderApp('/empresa/andes-inmobiliaria');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error al cargar la empresa');
    const attempts = companyCalls.length;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await findTitle()).toBeInTheDocument();
    expect(companyCalls.length).toBe(attempts + 1);
  });
});

describe('CompanyPage trust bar', { timeout: 15_000 }, () => {
  it("shows the company's Registro del Agente Inmobiliario number only once an admin verified it", async () => {
    stubCompanyApi(() =>
      jsonResponse({
        company: buildCompany({
          verified_at: '2026-02-01T15:00:00.000Z',
          ruc: '20100070970',
          agent_registry: { number: 'PJ-0456', verified: true },
        }),
      }),
    );
    renderApp('/empresa/andes-inmobiliaria');
    await findTitle();
    expect(
      screen.getByText('Inscrita en el Registro del Agente Inmobiliario N.º PJ-0456'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('verified-badge')).toHaveTextContent('Empresa verificada');
    expect(screen.getByText('RUC 20100070970')).toBeInTheDocument();
  });

  it('claims nothing for a number still awaiting the check (what its own company_admin is sent)', async () => {
    stubCompanyApi(() =>
      jsonResponse({ company: buildCompany({ agent_registry: { number: 'PJ-0456', verified: false } }) }),
    );
    renderApp('/empresa/andes-inmobiliaria');
    await findTitle();
    expect(screen.queryByText(/Registro del Agente Inmobiliario/)).toBeNull();
    expect(screen.queryByText(/PJ-0456/)).toBeNull();
  });
});

describe('CompanyPage theme', { timeout: 15_000 }, () => {
  it("frames a found company with its own template, without the site's header", async () => {
    stubCompanyApi(() => jsonResponse({ company: buildCompany() }));
    renderApp('/empresa/andes-inmobiliaria');
    await findTitle();
    // The template's own header is the only banner: the site's, with its sign-in link, is not there.
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
  });

  it('puts the colours and font on the page root only, with the custom CSS inside it', async () => {
    const customCss = '.company-page-root h1{letter-spacing:.1em}';
    stubCompanyApi(() =>
      jsonResponse({
        company: buildCompany({
          configuration: {
            colors: { primary: '#7C2D12', secondary: '#B45309', accent: '#1E3A8A', background: '#FDF8F0' },
            fontFamily: 'Georgia, serif',
            customCss,
          },
        }),
      }),
    );
    renderApp('/empresa/andes-inmobiliaria');
    await findTitle();
    const page = root();
    expect(page).not.toBeNull();
    expect(page!.style.getPropertyValue('--company-primary')).toBe('#7C2D12');
    expect(page!.style.getPropertyValue('--company-secondary')).toBe('#B45309');
    expect(page!.style.getPropertyValue('--company-accent')).toBe('#1E3A8A');
    expect(page!.style.getPropertyValue('--company-background')).toBe('#FDF8F0');
    expect(page!.style.getPropertyValue('--company-font')).toBe('Georgia, serif');
    expect(page!.style.isolation).toBe('isolate');
    expect(document.documentElement.style.getPropertyValue('--company-primary')).toBe('');
    expect(page!.querySelector('style')?.textContent).toBe(customCss);
    await waitFor(() => expect(document.title).toBe('Andes Inmobiliaria - InmoPerú'));
  });

  it.each([
    ['modern', 'Contactar Ahora', 'Explorar Propiedades'],
    ['classic', 'Consulta Personalizada', 'Ver Propiedades'],
    ['luxury', 'Consulta Personalizada', 'Explorar Colección'],
    ['minimal', 'Conversemos', 'Más información'],
  ] as const)(
    'renders the %s template with its call and scroll buttons',
    async (templateType, cta, scroll) => {
      stubCompanyApi(() => jsonResponse({ company: buildCompany({ configuration: { templateType } }) }));
      renderApp('/empresa/andes-inmobiliaria');
      await findTitle();
      expect(root()).toHaveAttribute('data-template', templateType);
      for (const link of screen.getAllByRole('link', { name: cta }))
        expect(link).toHaveAttribute('href', 'tel:+5114452310');
      // The properties' section, the scroll's target, loads its code a moment after the page's top
      // (components/lazy-near.tsx).
      await screen.findByRole('region', { name: 'Propiedades' });
      await userEvent.click(screen.getByRole('button', { name: scroll }));
      expect(window.scrollTo).toHaveBeenCalled();
      expect(
        screen.getByText(`© ${new Date().getFullYear()} Andes Inmobiliaria. Todos los derechos reservados.`),
      ).toBeInTheDocument();
      expect(screen.getByText('Av. José Larco 1232, Miraflores')).toBeInTheDocument();
    },
  );

  it('falls back to the placeholder e-mail and the initial tile', async () => {
    stubCompanyApi(() => jsonResponse({ company: buildCompany({ email: null, logo_url: null }) }));
    renderApp('/empresa/andes-inmobiliaria');
    await findTitle();
    expect(screen.getAllByText('contacto@empresa.com').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img', { name: 'Logo de Andes Inmobiliaria' })[0]).toHaveTextContent('A');
  });
});
