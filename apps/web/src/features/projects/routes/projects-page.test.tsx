// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import { buildProjectCard, buildProjectList } from '../testing/build-project';

const departments = { departments: [{ id: '15', name: 'Lima' }] };

function stubSearch(answer: (call: RecordedCall) => Response) {
  const calls: RecordedCall[] = [];
  stubApi({
    'GET /api/v1/projects': (call) => {
      calls.push(call);
      return answer(call);
    },
    'GET /api/v1/locations/departments': () => jsonResponse(departments),
  });
  return calls;
}

const status = () => screen.getByRole('status', { name: '' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProjectsPage', () => {
  it('shows each project as a card: price from, bedroom and area spans, delivery, stage and builder', async () => {
    stubSearch(() =>
      jsonResponse(
        buildProjectList([
          buildProjectCard(),
          buildProjectCard({
            id: 2,
            slug: 'torre-cayma',
            name: 'Torre Cayma',
            stage: 'entrega_inmediata',
            delivery_month: null,
            delivery_year: null,
            price_from: '185000.00',
            currency: 'USD',
            bedrooms_min: 2,
            bedrooms_max: 2,
            area_max: null,
            area_min: '70.00',
            district: 'Cayma',
            province: 'Arequipa',
            company: { id: 8, name: 'Constructora Misti', slug: 'constructora-misti' },
          }),
        ]),
      ),
    );
    renderApp('/proyectos');
    const cards = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    const [pardo, cayma] = cards as [HTMLElement, HTMLElement];
    expect(pardo).toHaveTextContent('Desde S/ 389,000');
    expect(pardo).toHaveTextContent('1 a 3 dorm. · 45 a 98 m² · Entrega dic. 2027');
    expect(pardo).toHaveTextContent('En planos');
    expect(pardo).toHaveTextContent('Por Lima Prime Residencial');
    expect(within(pardo).getByRole('link', { name: 'Residencial Parque Pardo' })).toHaveAttribute(
      'href',
      '/proyecto/residencial-parque-pardo',
    );
    expect(cayma).toHaveTextContent('Desde USD 185,000');
    expect(cayma).toHaveTextContent('2 dorm. · 70 m² · Entrega inmediata');
    expect(status()).toHaveTextContent('Mostrando 2 de 2 proyectos');
    expect(document.title).toBe('Proyectos inmobiliarios en el Perú - InmoPerú');
  });

  it('reads the filters from the address, sends them to the API and shows them as chips', async () => {
    const calls = stubSearch(() => jsonResponse(buildProjectList([buildProjectCard()])));
    renderApp(
      '/proyectos?region=15&stage=en_planos&delivery_year=2028&max_price=500000&min_bedrooms=2&amenities=pool&page=1',
    );
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({
      page: '1',
      per_page: '12',
      region: '15',
      stage: 'en_planos',
      delivery_year: '2028',
      max_price: '500000',
      min_bedrooms: '2',
      amenities: 'pool',
    });
    const chips = screen.getByRole('list', { name: 'Filtros activos' });
    expect(within(chips).getByRole('button', { name: 'Quitar filtro: En planos' })).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Quitar filtro: Entrega hasta 2028' }),
    ).toBeInTheDocument();
    expect(
      within(chips).getByRole('button', { name: 'Quitar filtro: Hasta S/\u00a0500,000' }),
    ).toBeInTheDocument();
  });

  it('leads to alerts: the same search in Comprar with "Solo proyectos", where it can be saved', async () => {
    stubSearch(() => jsonResponse(buildProjectList([buildProjectCard()])));
    renderApp(
      '/proyectos?region=15&province=1501&district=150122&stage=en_planos&max_price=500000&min_bedrooms=2&amenities=pool',
    );
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    const link = screen.getByRole('link', { name: /Recibir alertas de proyectos nuevos/ });
    const target = new URL(link.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/propiedades');
    // The filters Comprar knows go along; the stage and the delivery year are the project search's own.
    expect(Object.fromEntries(target.searchParams)).toEqual({
      region: '15',
      province: '1501',
      district: '150122',
      operation: 'sale',
      listing_kind: 'project',
      max_price: '500000',
      min_bedrooms: '2',
      amenities: 'pool',
    });
  });

  it('filters by bedrooms and a price limit from the panel, back on page 1', async () => {
    const user = userEvent.setup();
    const calls = stubSearch(() =>
      jsonResponse(buildProjectList([buildProjectCard()], { total_pages: 3, total_count: 30 })),
    );
    renderApp('/proyectos?page=2');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /^Dormitorios/ }));
    await user.click(screen.getByRole('option', { name: '2+ dormitorios' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Precio máximo' }), '500000{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)!.url.searchParams)).toEqual({
        page: '1',
        per_page: '12',
        min_bedrooms: '2',
        max_price: '500000',
      }),
    );
  });

  it('says so when no project matches, and offers every project again', async () => {
    const user = userEvent.setup();
    const calls = stubSearch((call) =>
      jsonResponse(buildProjectList(call.url.searchParams.has('stage') ? [] : [buildProjectCard()])),
    );
    renderApp('/proyectos?stage=en_construccion');
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron proyectos' }, { timeout: 5000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ver todos los proyectos' }));
    await screen.findAllByRole('article');
    expect(calls.at(-1)!.url.searchParams.has('stage')).toBe(false);
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    const calls = stubSearch((call) =>
      jsonResponse(
        buildProjectList([buildProjectCard({ id: Number(call.url.searchParams.get('page')) })], {
          total_pages: 2,
          total_count: 13,
          current_page: Number(call.url.searchParams.get('page')),
        }),
      ),
    );
    renderApp('/proyectos');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('shows an error with a retry when the search fails', async () => {
    stubSearch(() => jsonResponse({ error: 'internal', message: 'Error' }, 500));
    renderApp('/proyectos');
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar los proyectos' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
  });
});
