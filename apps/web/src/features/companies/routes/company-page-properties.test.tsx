import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildCompany, buildProperty, buildPropertyPage } from '../testing/build-company';
import { stubCompanyApi } from '../testing/stub-company-api';
import { jsonResponse } from '@/testing/stub-api';
import { findCard, slow, twelve, setUpCompanyPageScreen } from '../testing/company-page-screen';

setUpCompanyPageScreen();

describe('CompanyPage properties', { timeout: 15_000 }, () => {
  it('shows 12 cards linking to the canonical address, with the site-wide prices and rents per month', async () => {
    const { propertyCalls } = stubCompanyApi(
      () => jsonResponse({ company: buildCompany() }),
      () =>
        jsonResponse(
          buildPropertyPage([
            buildProperty(1, { price: '350000.00', currency: 'USD' }),
            buildProperty(2, {
              price: '2450',
              currency: 'PEN',
              listings: [
                {
                  id: 2,
                  operation: 'rent',
                  price: '2450',
                  currency: 'PEN',
                  status: 'active',
                  maintenance_fee: null,
                  min_term_months: null,
                  price_pen: '2450',
                },
              ],
            }),
          ]),
        ),
    );
    renderApp('/empresa/andes-inmobiliaria');
    const link = await findCard(1);
    expect(link).toHaveAttribute('href', '/propiedad/departamento-en-miraflores-1');
    expect(screen.getByText(/^(US\$|USD)\s350,000$/)).toBeInTheDocument();
    expect(screen.getByText(/^S\/\s2,450 \/mes$/)).toBeInTheDocument();
    expect(Object.fromEntries(propertyCalls[0]!.searchParams)).toEqual({
      page: '1',
      per_page: '12',
      sort: 'newest',
    });
  });

  it('changes page and scrolls back to the grid', async () => {
    const { propertyCalls } = stubCompanyApi(
      () => jsonResponse({ company: buildCompany() }),
      (url) =>
        jsonResponse(
          buildPropertyPage(url.searchParams.get('page') === '2' ? [buildProperty(13)] : twelve, {
            total_pages: 2,
            total_count: 13,
            current_page: Number(url.searchParams.get('page')),
          }),
        ),
    );
    const app = renderApp('/empresa/andes-inmobiliaria');
    await findCard(12);
    // The pagination's code loads when its place nears the window (lazy-near.tsx), a moment after the cards.
    await userEvent.click(await screen.findByRole('button', { name: 'Página 2' }, { timeout: 5000 }));
    expect(await findCard(13)).toBeInTheDocument();
    expect(app.currentUrl()).toBe('/empresa/andes-inmobiliaria?page=2');
    await waitFor(() => expect(propertyCalls.at(-1)!.searchParams.get('page')).toBe('2'));
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('applies a filter, counts it and returns to page 1; clearing removes it', async () => {
    const { propertyCalls } = stubCompanyApi(
      () => jsonResponse({ company: buildCompany() }),
      () => jsonResponse(buildPropertyPage(twelve, { total_pages: 3, total_count: 30 })),
    );
    const user = userEvent.setup();
    const app = renderApp('/empresa/andes-inmobiliaria?page=2');
    await findCard(1);
    await user.selectOptions(screen.getByLabelText('Tipo'), 'land');
    await waitFor(() => expect(app.currentUrl()).toBe('/empresa/andes-inmobiliaria?property_type=land'));
    await waitFor(() =>
      expect(Object.fromEntries(propertyCalls.at(-1)!.searchParams)).toMatchObject({
        page: '1',
        property_type: 'land',
      }),
    );
    expect(await screen.findByText('1 filtro activo')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Ubicación'), 'Miraflores{Enter}');
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/empresa/andes-inmobiliaria?property_type=land&location=Miraflores'),
    );
    expect(await screen.findByText('2 filtros activos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/empresa/andes-inmobiliaria'));
    expect(screen.getByLabelText('Ubicación')).toHaveValue('');
    expect(await screen.findByText('Sin filtros activos')).toBeInTheDocument();
  });

  it('applies typed search after the pause', async () => {
    const { propertyCalls } = stubCompanyApi(
      () => jsonResponse({ company: buildCompany() }),
      () => jsonResponse(buildPropertyPage(twelve)),
    );
    const user = userEvent.setup();
    const app = renderApp('/empresa/andes-inmobiliaria');
    await findCard(1);
    await user.type(screen.getByLabelText('Buscar'), 'vista mar');
    await waitFor(() => expect(app.currentUrl()).toBe('/empresa/andes-inmobiliaria?search=vista+mar'), {
      timeout: 3000,
    });
    await waitFor(() => expect(propertyCalls.at(-1)!.searchParams.get('search')).toBe('vista mar'));
  });

  it('shows the empty state and a properties error with retry', async () => {
    let fail = true;
    stubCompanyApi(
      () => jsonResponse({ company: buildCompany() }),
      () => (fail ? jsonResponse({ error: 'internal_error' }, 500) : jsonResponse(buildPropertyPage([]))),
    );
    renderApp('/empresa/andes-inmobiliaria');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Error al cargar las propiedades');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByText('No se encontraron propiedades', {}, slow)).toBeInTheDocument();
  });
});
