// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import {
  buildContactRequestsResponse,
  buildManagedProperty,
  buildMyPropertiesResponse,
} from '../testing/dashboard-api';

const draft = buildManagedProperty({ id: 1, status: 'draft', title: 'Lote en Lurín' });
const published = buildManagedProperty({ id: 2, status: 'published', title: 'Casa en Surco' });
const archived = buildManagedProperty({
  id: 3,
  status: 'archived',
  title: 'Oficina en San Isidro',
  main_photo: null,
});

/** The API with the three properties above; `listing` may replace the list answer. */
function stubManagementApi(
  listing: (call: RecordedCall) => Response = () =>
    jsonResponse(
      buildMyPropertiesResponse([draft, published, archived], {
        pagination: { total_pages: 5, total_count: 90 },
      }),
    ),
) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
    'GET /api/v1/my_properties': listing,
    'GET /api/v1/companies/2/contact_requests': () => jsonResponse(buildContactRequestsResponse([])),
    'DELETE /api/v1/properties/lote-en-lurin': () => new Response(null, { status: 204 }),
    [`DELETE /api/v1/properties/${draft.slug}`]: () => new Response(null, { status: 204 }),
    [`PATCH /api/v1/properties/${draft.slug}`]: () =>
      jsonResponse({ property: { ...draft, status: 'published' } }),
    [`PATCH /api/v1/properties/${published.slug}`]: () =>
      jsonResponse({ property: { ...published, status: 'archived' } }),
  });
}

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/v1/my_properties');
const card = (title: string) => screen.getByRole('article', { name: title });
const dropdown = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const waitForList = () => screen.findByRole('article', { name: 'Casa en Surco' }, { timeout: 5000 });

beforeEach(() => signIn('tok', testAgent));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Screens load lazily; on a busy two-core machine the first render of a file takes seconds.
describe('MyPropertiesPage', { timeout: 20_000 }, () => {
  it("asks for the company's properties with the filters of the address", async () => {
    const calls = stubManagementApi();
    renderApp('/dashboard/properties?status=draft&property_type=land&sort=recent&search=lur%C3%ADn&page=2');
    await waitForList();
    expect(Object.fromEntries(listCalls(calls)[0]!.url.searchParams)).toEqual({
      page: '2',
      per_page: '20',
      sort: 'recent',
      property_type: 'land',
      status: 'draft',
      search: 'lurín',
      company_id: '2',
    });
    expect(dropdown('Estado')).toHaveTextContent('Borrador');
    expect(dropdown('Ordenar por')).toHaveTextContent('Más Recientes');
  });

  it('filters by operation (Venta / Alquiler) through the address and the API', async () => {
    const user = userEvent.setup();
    const calls = stubManagementApi();
    const app = renderApp('/dashboard/properties');
    await waitForList();
    await user.click(dropdown('Operación'));
    await user.click(screen.getByRole('option', { name: 'Alquiler' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/dashboard/properties?operation=rent'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('operation')).toBe('rent'));
    expect(dropdown('Operación')).toHaveTextContent('Alquiler');
  });

  it('shows each property with its status badge, type, location, area, price and photo count', async () => {
    stubManagementApi();
    renderApp('/dashboard/properties');
    await waitForList();
    expect(dropdown('Ordenar por')).toHaveTextContent('Relevancia');
    const house = within(card('Casa en Surco'));
    expect(house.getByText('Publicado')).toBeInTheDocument();
    expect(house.getByText('Residencial')).toBeInTheDocument();
    expect(house.getByText('Miraflores, Lima')).toBeInTheDocument();
    expect(house.getByText('180 m²')).toBeInTheDocument();
    // Testing Library compares with the text's no-break space turned into a plain one.
    expect(house.getByText(formatPrice('450000.00', 'USD').replace(/\s/g, ' '))).toBeInTheDocument();
    expect(house.getByText('4 fotos')).toBeInTheDocument();
    expect(house.getByRole('link', { name: 'Ver' })).toHaveAttribute(
      'href',
      '/propiedad/casa-en-miraflores-2',
    );
    expect(house.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/dashboard/properties/edit/casa-en-miraflores-2',
    );
    expect(within(card('Lote en Lurín')).getByText('Borrador')).toBeInTheDocument();
    expect(within(card('Oficina en San Isidro')).getByText('Archivado')).toBeInTheDocument();
    expect(
      within(card('Oficina en San Isidro')).getByRole('img', { name: 'Oficina en San Isidro: sin foto' }),
    ).toBeInTheDocument();
  });

  it('counts what it shows, in the singular for one', async () => {
    stubManagementApi((call) =>
      jsonResponse(
        call.url.searchParams.get('status') === 'published'
          ? buildMyPropertiesResponse([published], { pagination: { total_pages: 1, total_count: 1 } })
          : buildMyPropertiesResponse([draft, published, archived], {
              pagination: { total_pages: 5, total_count: 90 },
            }),
      ),
    );
    renderApp('/dashboard/properties?status=published');
    await waitForList();
    expect(screen.getByRole('status')).toHaveTextContent(/^Mostrando 1 de 1 propiedad$/);
  });

  it('shows the fallback when a photo fails to load', async () => {
    stubManagementApi();
    renderApp('/dashboard/properties');
    await waitForList();
    // Like every card's photo, it is named by the photo's own title (the property's when it has none).
    const photo = within(card('Casa en Surco')).getByRole('img', { name: 'Fachada' });
    photo.dispatchEvent(new Event('error'));
    expect(
      await within(card('Casa en Surco')).findByRole('img', { name: 'Casa en Surco: sin foto' }),
    ).toBeInTheDocument();
  });

  it('returns to page 1 when any filter changes', async () => {
    const user = userEvent.setup();
    const calls = stubManagementApi();
    const app = renderApp('/dashboard/properties?status=draft&page=3');
    await waitForList();

    await user.click(dropdown('Tipo'));
    await user.click(screen.getByRole('option', { name: 'Terreno' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/dashboard/properties?property_type=land&status=draft'),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1'));

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/dashboard/properties?property_type=land&status=draft&page=2'),
    );
    await user.click(dropdown('Ordenar por'));
    await user.click(screen.getByRole('option', { name: 'Más Vistas' }));
    await waitFor(() =>
      expect(app.currentUrl()).toBe('/dashboard/properties?property_type=land&status=draft&sort=most_viewed'),
    );

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await user.type(screen.getByRole('searchbox'), 'jardín{Enter}');
    await waitFor(() =>
      expect(app.currentUrl()).toBe(
        '/dashboard/properties?search=jard%C3%ADn&property_type=land&status=draft&sort=most_viewed',
      ),
    );
  });

  it('deletes only after the confirmation, by slug, and reloads the list', async () => {
    const user = userEvent.setup();
    const calls = stubManagementApi();
    renderApp('/dashboard/properties');
    await waitForList();
    const deleteButton = within(card('Lote en Lurín')).getByRole('button', { name: 'Eliminar' });

    await user.click(deleteButton);
    let dialog = screen.getByRole('alertdialog', {
      name: '¿Estás seguro de que quieres eliminar esta propiedad?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Lote en Lurín');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();

    await user.click(deleteButton);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    const listsBefore = listCalls(calls).length;
    await user.click(deleteButton);
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([
      `/api/v1/properties/${draft.slug}`,
    ]);
    expect(listCalls(calls).length).toBeGreaterThan(listsBefore);
    expect(await screen.findByText('Propiedad eliminada: Lote en Lurín')).toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubManagementApi();
    renderApp('/dashboard/properties');
    await waitForList();
    await user.click(within(card('Casa en Surco')).getByRole('button', { name: 'Eliminar' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo eliminar la propiedad. Intenta de nuevo.',
    );
    expect(console.error).toHaveBeenCalled();
  });

  it('publishes a draft or an archived property and archives a published one', async () => {
    const user = userEvent.setup();
    const calls = stubManagementApi();
    renderApp('/dashboard/properties');
    await waitForList();
    expect(
      within(card('Oficina en San Isidro')).getByRole('button', { name: 'Publicar' }),
    ).toBeInTheDocument();
    expect(within(card('Casa en Surco')).queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();

    const listsBefore = listCalls(calls).length;
    await user.click(within(card('Lote en Lurín')).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Propiedad publicada: Lote en Lurín')).toBeInTheDocument();
    await user.click(within(card('Casa en Surco')).getByRole('button', { name: 'Archivar' }));
    expect(await screen.findByText('Propiedad archivada: Casa en Surco')).toBeInTheDocument();

    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => [call.url.pathname, call.body])).toEqual([
      [`/api/v1/properties/${draft.slug}`, { property: { status: 'published' } }],
      [`/api/v1/properties/${published.slug}`, { property: { status: 'archived' } }],
    ]);
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(listsBefore + 2);
  });

  it('switches to the list view and remembers it', async () => {
    const user = userEvent.setup();
    stubManagementApi();
    const first = renderApp('/dashboard/properties');
    await waitForList();
    expect(screen.getByRole('button', { name: 'Cuadrícula' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Lista' }));
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Casa en Surco')).toBeInTheDocument();
    first.unmount();

    renderApp('/dashboard/properties');
    await waitForList();
    expect(screen.getByRole('button', { name: 'Lista' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an error panel without sample data and retries', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    stubManagementApi(() =>
      failing
        ? jsonResponse({ error: 'internal' }, 500)
        : jsonResponse(buildMyPropertiesResponse([published])),
    );
    renderApp('/dashboard/properties');
    expect(
      await screen.findByRole('heading', { name: 'Error al cargar las propiedades' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitForList();
  });

  it('distinguishes no properties at all from no match', async () => {
    const user = userEvent.setup();
    stubManagementApi(() => jsonResponse(buildMyPropertiesResponse([])));
    const app = renderApp('/dashboard/properties?status=archived');
    expect(
      await screen.findByRole('heading', { name: 'No se encontraron propiedades' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(app.currentUrl()).toBe('/dashboard/properties'));
    expect(await screen.findByRole('heading', { name: 'No tienes propiedades aún' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear tu primera propiedad' })).toHaveAttribute(
      'href',
      '/dashboard/properties/new',
    );
  });
});
