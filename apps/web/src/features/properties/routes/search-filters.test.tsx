// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { buildListResponse, buildProperty } from '../testing/build-property';
import { jsonResponse } from '@/testing/stub-api';

/** The listing answers `total` matches (one card per page for the phone panel's count). */
function stubListing(total: (url: URL) => number) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/v1/properties') return jsonResponse({ error: 'not_found' }, 404);
      calls.push(url);
      return jsonResponse(
        buildListResponse([buildProperty({ id: 1 })], { total_count: total(url), total_pages: 1 }),
      );
    }),
  );
  return calls;
}

/** Opens 'Más filtros' as a wide screen's visitor does; its filters load when they first show. */
async function openMoreFilters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Más filtros/ }));
  await screen.findByRole('group', { name: 'Anunciante' });
}

const expectStatus = (text: string) =>
  waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text), { timeout: 5000 });

// The departments are not stubbed: their failure is logged and does not matter here.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Listing search filters', () => {
  it('puts operation, a USD maximum and bedrooms in the address and the query, as removable chips', async () => {
    const user = userEvent.setup();
    const calls = stubListing(() => 1);
    const app = renderApp('/propiedades');
    await expectStatus('Mostrando 1 de 1 propiedad');

    await user.click(screen.getByRole('radio', { name: 'Alquilar' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?operation=rent'));
    // The filters' controls load apart from the page (filter-bar.tsx), a moment after it.
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Moneda del precio' }), 'USD');
    await user.type(screen.getByRole('spinbutton', { name: 'Precio máximo' }), '900{Enter}');
    await user.click(screen.getByRole('button', { name: 'Dormitorios: 2 o más' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/propiedades?operation=rent&currency=USD&max_price=900&min_bedrooms=2'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)!.searchParams)).toMatchObject({
        operation: 'rent',
        currency: 'USD',
        max_price: '900',
        min_bedrooms: '2',
      }),
    );

    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent?.replace(/\s/g, ' '))).toEqual([
      'Hasta USD 900',
      '2+ dormitorios',
    ]);
    await user.click(chips.getByRole('button', { name: /Quitar filtro: Hasta/ }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?operation=rent&min_bedrooms=2'));
    expect(screen.getByRole('spinbutton', { name: 'Precio máximo' })).toHaveValue(null);

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades'));
  });

  it("gathers the phone panel's choices and applies them with 'Ver N resultados'", async () => {
    const user = userEvent.setup();
    const calls = stubListing((url) => (url.searchParams.get('with_video') === 'true' ? 3 : 12));
    const app = renderApp('/propiedades');
    await expectStatus('Mostrando 1 de 12 propiedades');

    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    const panel = within(screen.getByRole('dialog', { name: 'Filtros' }));
    await user.click(await panel.findByRole('button', { name: 'Con video' }));
    expect(await panel.findByRole('button', { name: 'Ver 3 resultados' })).toBeInTheDocument();
    // Nothing applied yet: the address and the results wait for the button.
    expect(app.currentUrl()).toBe('/propiedades');
    expect(calls.some((url) => url.searchParams.get('per_page') === '1')).toBe(true);

    await user.click(panel.getByRole('button', { name: 'Ver 3 resultados' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?with_video=true'));
    await expectStatus('Mostrando 1 de 3 propiedades');
    expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument();
  });

  it("filters by 'Publicado' through the address and the query, as a removable chip counted on the badge", async () => {
    const user = userEvent.setup();
    const calls = stubListing((url) => (url.searchParams.get('published_within') === '7d' ? 4 : 12));
    // A period the API does not know is dropped from the address, not sent.
    const app = renderApp('/propiedades?published_within=ayer');
    await expectStatus('Mostrando 1 de 12 propiedades');
    expect(calls.at(-1)!.searchParams.has('published_within')).toBe(false);
    await openMoreFilters(user);
    const publishedSelect = () => screen.getByRole('button', { name: /^Publicado/ });
    expect(publishedSelect()).toHaveTextContent('Cualquier fecha');

    await user.click(publishedSelect());
    await user.click(await screen.findByRole('option', { name: 'Última semana' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?published_within=7d'));
    await expectStatus('Mostrando 1 de 4 propiedades');
    expect(calls.at(-1)!.searchParams.get('published_within')).toBe('7d');
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveTextContent(/^Filtros\s*1$/);

    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    await user.click(chips.getByRole('button', { name: 'Quitar filtro: Publicado: última semana' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades'));
    expect(publishedSelect()).toHaveTextContent('Cualquier fecha');
  });

  it("filters by amenities and 'Estreno' through the address and the query, one chip for the amenities", async () => {
    const user = userEvent.setup();
    const calls = stubListing((url) => (url.searchParams.get('amenities') === 'pool,elevator' ? 3 : 12));
    const app = renderApp('/propiedades');
    await expectStatus('Mostrando 1 de 12 propiedades');
    await openMoreFilters(user);
    const amenities = within(screen.getByRole('group', { name: 'Comodidades' }));

    await user.click(amenities.getByRole('button', { name: 'Ascensor' }));
    await user.click(amenities.getByRole('button', { name: 'Piscina' }));
    // Once each, in the shared list's order whatever the order of the clicks.
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?amenities=pool%2Celevator'));
    await expectStatus('Mostrando 1 de 3 propiedades');
    expect(calls.at(-1)!.searchParams.get('amenities')).toBe('pool,elevator');
    expect(amenities.getByRole('button', { name: 'Piscina' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(amenities.getByRole('button', { name: 'Estreno' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/propiedades?amenities=pool%2Celevator&brand_new=true'),
    );
    expect(screen.getByRole('button', { name: /^Filtros/ })).toHaveTextContent(/^Filtros\s*2$/);
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    await user.click(chips.getByRole('button', { name: 'Quitar filtro: Piscina, Ascensor' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?brand_new=true'));
  });

  it("filters by 'Anunciante' (Dueño directo) through the address and the query, as a removable chip", async () => {
    const user = userEvent.setup();
    const calls = stubListing((url) => (url.searchParams.get('advertiser') === 'owner' ? 2 : 12));
    const app = renderApp('/propiedades');
    await expectStatus('Mostrando 1 de 12 propiedades');
    await openMoreFilters(user);
    const advertiser = within(screen.getByRole('group', { name: 'Anunciante' }));

    await user.click(advertiser.getByRole('button', { name: 'Dueño directo' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?advertiser=owner'));
    await expectStatus('Mostrando 1 de 2 propiedades');
    expect(calls.at(-1)!.searchParams.get('advertiser')).toBe('owner');
    expect(advertiser.getByRole('button', { name: 'Dueño directo' })).toHaveAttribute('aria-pressed', 'true');
    expect(advertiser.getByRole('button', { name: 'Inmobiliaria' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(advertiser.getByRole('button', { name: 'Inmobiliaria' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?advertiser=agency'));
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    await user.click(chips.getByRole('button', { name: 'Quitar filtro: Inmobiliaria' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades'));
  });

  it("offers 'Solo proyectos' / 'Solo reventa' for Comprar only, in the address, the query and a chip", async () => {
    const user = userEvent.setup();
    const calls = stubListing((url) => (url.searchParams.get('listing_kind') === 'project' ? 3 : 12));
    const app = renderApp('/propiedades');
    await expectStatus('Mostrando 1 de 12 propiedades');
    await openMoreFilters(user);
    expect(screen.queryByRole('group', { name: 'Tipo de anuncio' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Comprar' }));
    const kind = within(await screen.findByRole('group', { name: 'Tipo de anuncio' }));
    expect(kind.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(kind.getByRole('button', { name: 'Solo proyectos' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?operation=sale&listing_kind=project'));
    await expectStatus('Mostrando 1 de 3 proyectos');
    expect(calls.at(-1)!.searchParams.get('listing_kind')).toBe('project');
    const chips = within(screen.getByRole('list', { name: 'Filtros activos' }));
    expect(chips.getByRole('button', { name: 'Quitar filtro: Solo proyectos' })).toBeInTheDocument();

    // A rent never holds projects: leaving Comprar drops the choice and hides the control.
    await user.click(screen.getByRole('radio', { name: 'Alquilar' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/propiedades?operation=rent'));
    expect(screen.queryByRole('group', { name: 'Tipo de anuncio' })).toBeNull();
    expect(calls.at(-1)!.searchParams.get('listing_kind')).toBeNull();
  });
});
