// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildListResponse, buildProjectItem, buildProperty } from '../testing/build-property';
import { jsonResponse } from '@/testing/stub-api';

const locations: Record<string, unknown> = {
  '/api/v1/locations/departments': {
    departments: [
      { id: '04', name: 'Arequipa' },
      { id: '15', name: 'Lima' },
    ],
  },
  '/api/v1/locations/departments/15/provinces': {
    provinces: [{ id: '1501', name: 'Lima', department_id: '15' }],
  },
  '/api/v1/locations/departments/04/provinces': {
    provinces: [{ id: '0401', name: 'Arequipa', department_id: '04' }],
  },
  '/api/v1/locations/departments/15/provinces/1501/districts': {
    districts: [
      { id: '150113', name: 'Jesús María', province_id: '1501', department_id: '15', ubigeo: '150113' },
    ],
  },
};

/** Stubs the API: locations from the table above, the listing from `listing` (per call). */
function stubApi(listing: (url: URL) => Response) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/v1/properties') {
        calls.push(url);
        return listing(url);
      }
      const body = locations[url.pathname];
      return body ? jsonResponse(body) : jsonResponse({ error: 'not_found' }, 404);
    }),
  );
  return calls;
}

const twoOfForty = () =>
  jsonResponse(
    buildListResponse([buildProperty({ id: 1 }), buildProperty({ id: 2 })], {
      total_count: 40,
      total_pages: 2,
    }),
  );
/** The 'Mostrando N de M propiedades' line once it reads `text` (the first render loads the screen lazily). */
const expectCount = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text), { timeout: 5000 });
const dropdown = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PropertiesPage', () => {
  it('restores the filters from the address and asks the API for them', async () => {
    const calls = stubApi(twoOfForty);
    renderApp('/propiedades?region=15&province=1501&district=150113&sort=recent&page=2');
    await expectCount('Mostrando 2 de 40 propiedades');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      sort: 'recent',
      region: '15',
      province: '1501',
      district: '150113',
    });
    await waitFor(() => expect(dropdown('Distrito')).toHaveTextContent('Jesús María'));
    expect(dropdown('Departamento')).toHaveTextContent('Lima');
    expect(dropdown('Ordenar por')).toHaveTextContent('Más Recientes');
    // The pagination's code loads when its place nears the window (lazy-near.tsx), a moment after the cards.
    expect(await screen.findByRole('button', { name: 'Página 2' }, { timeout: 5000 })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('clears province and district and returns to page 1 when another department is chosen', async () => {
    const user = userEvent.setup();
    stubApi(twoOfForty);
    const app = renderApp('/propiedades?region=15&province=1501&district=150113&page=2');
    await expectCount('Mostrando');

    await user.click(dropdown('Departamento'));
    await user.click(await screen.findByRole('option', { name: 'Arequipa' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?region=04'));
    expect(dropdown('Provincia')).toBeEnabled();
    expect(dropdown('Provincia')).toHaveTextContent('Todas');
    expect(dropdown('Distrito')).toBeDisabled();
  });

  it('keeps one dropdown open at a time and closes it on Escape and outside clicks', async () => {
    const user = userEvent.setup();
    stubApi(twoOfForty);
    renderApp('/');
    await expectCount('Mostrando');
    expect(dropdown('Provincia')).toBeDisabled();

    await user.click(dropdown('Tipo de propiedad'));
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Tipo de propiedad');
    await user.click(dropdown('Ordenar por'));
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Ordenar por');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(dropdown('Ordenar por')).toHaveFocus();

    await user.click(dropdown('Departamento'));
    await user.click(screen.getByRole('heading', { level: 1, name: 'Propiedades' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses with the keyboard', async () => {
    const user = userEvent.setup();
    stubApi(twoOfForty);
    const app = renderApp('/');
    await expectCount('Mostrando');
    dropdown('Tipo de propiedad').focus();
    await user.keyboard('{ArrowDown}');
    expect(
      within(screen.getByRole('listbox')).getByRole('option', { name: 'Todos los tipos' }),
    ).toHaveFocus();
    await user.keyboard('c{ArrowDown}{Enter}');
    await waitFor(() => expect(app.currentUrl()).toBe('/?property_detail_type=OfficeResource'));
    expect(dropdown('Tipo de propiedad')).toHaveTextContent('Oficina');
  });

  it('shows the error panel and recovers with Intentar de nuevo', async () => {
    const user = userEvent.setup();
    let failing = true;
    stubApi(() => (failing ? jsonResponse({ error: 'internal', message: 'x' }, 500) : twoOfForty()));
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar las propiedades' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await expectCount('Mostrando 2 de 40 propiedades');
  });

  it('offers all properties when nothing matches', async () => {
    const user = userEvent.setup();
    stubApi((url) =>
      jsonResponse(buildListResponse(url.searchParams.has('search') ? [] : [buildProperty()])),
    );
    const app = renderApp('/propiedades?search=castillo&sort=premium');
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron propiedades' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver todas las propiedades' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?sort=premium'));
    await expectCount('Mostrando 1 de 1 propiedad');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('ignores a page beyond the results', async () => {
    stubApi((url) =>
      jsonResponse(
        buildListResponse(url.searchParams.get('page') === '1' ? [buildProperty()] : [], {
          total_pages: 1,
          total_count: 1,
          current_page: Number(url.searchParams.get('page')),
        }),
      ),
    );
    const app = renderApp('/propiedades?page=9');
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades'), { timeout: 5000 });
    await expectCount('Mostrando 1 de 1 propiedad');
  });

  it("shows a project of Comprar as a 'Proyecto' card, priced from its matching unit type, opening its page", async () => {
    stubApi(() =>
      jsonResponse(
        buildListResponse([
          buildProperty({ id: 1 }),
          buildProjectItem({ slug: 'parque-central', matching_price_from_pen: '450000.00' }),
        ]),
      ),
    );
    renderApp('/propiedades?operation=sale&min_bedrooms=2');
    const link = await screen.findByRole('link', { name: 'Parque Central' }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/proyecto/parque-central');
    const card = within(link.closest('article')!);
    expect(card.getByText('Proyecto')).toBeInTheDocument();
    expect(card.getByText('En construcción')).toBeInTheDocument();
    // The cheapest 2-bedroom unit type, not the project's cheapest overall (S/ 389,000).
    expect(card.getByText(/S\/ 450,000/)).toBeInTheDocument();
    expect(card.getByText(/Por/)).toHaveTextContent('Por Lima Prime Residencial');
    await expectCount('Mostrando 2 de 2 resultados');
  });
});
