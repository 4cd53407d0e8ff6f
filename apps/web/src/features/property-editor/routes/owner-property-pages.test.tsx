// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownerMessages } from '@inmuebles/shared/owners/owner-schema';
import type { OwnerListingsResponse } from '@inmuebles/shared/owners/owner-schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import { testAgent, testSearcher } from '@/testing/test-users';
import { buildEditableProperty, locationAnswers } from '../testing/editor-fixtures';

type Handler = (call: RecordedCall) => Response;

const ownerList = (overrides: Partial<OwnerListingsResponse> = {}): OwnerListingsResponse => ({
  properties: [],
  active: 0,
  max_active: 2,
  show_phone: false,
  ...overrides,
});

/** The API of a searcher publishing as owner: their listings, the ubigeo catalogue and `extra`. */
function stubOwnerApi(extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testSearcher }),
    'GET /api/v1/owner/properties': () => jsonResponse(ownerList()),
    'GET /api/v1/owner/contact_requests': () =>
      jsonResponse({
        contact_requests: [],
        pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
        unread_count: 0,
      }),
    ...Object.fromEntries(
      Object.entries(locationAnswers).map(([key, body]) => [key, () => jsonResponse(body)]),
    ),
    ...extra,
  });
}

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const topSave = () => screen.getAllByRole('button', { name: 'Guardar inmueble' })[0]!;

async function fillOwnerListing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Departamento en Lince');
  await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Dos dormitorios, cerca al parque.');
  const price = screen.getByRole('spinbutton', { name: 'Precio' });
  await user.clear(price);
  await user.type(price, '1800');
  await user.type(screen.getByRole('spinbutton', { name: 'Área (m²)' }), '70');
}

async function fillLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Siguiente/ }));
  await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Arequipa 2000');
  await waitFor(() =>
    expect(within(select('Departamento')).getByRole('option', { name: 'Lima' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Departamento'), '15');
  await waitFor(() =>
    expect(within(select('Provincia')).getByRole('option', { name: 'Lima' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Provincia'), '1501');
  await waitFor(() =>
    expect(within(select('Distrito')).getByRole('option', { name: 'Miraflores' })).toBeInTheDocument(),
  );
  await user.selectOptions(select('Distrito'), '150122');
}

async function openOwnerEditor() {
  const view = renderApp('/mis-inmuebles/nuevo');
  await screen.findByRole('heading', { name: 'Publicar mi inmueble', level: 1 }, { timeout: 10_000 });
  return view;
}

beforeEach(() => signIn('tok', testSearcher));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Publicar mi inmueble', { timeout: 30_000 }, () => {
  it('explains the review and the limit, and keeps the save off until the partida is given', async () => {
    const user = userEvent.setup();
    stubOwnerApi();
    await openOwnerEditor();
    expect(screen.getByText('Publicas como dueño directo')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mostrar mi teléfono en mis avisos' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/mis-inmuebles');
    expect(screen.getByText('Partida registral (obligatoria)')).toBeInTheDocument();

    await fillOwnerListing(user);
    expect(screen.getByRole('button', { name: /Siguiente/ })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'N° de partida' }));
    await user.tab();
    expect(await screen.findByText(ownerMessages.registryRequired)).toBeInTheDocument();
    expect(topSave()).toBeDisabled();
  });

  it('posts through the owner API with the partida and returns to "Mis inmuebles"', async () => {
    const user = userEvent.setup();
    const created = buildEditableProperty({ id: 91, title: 'Departamento en Lince' });
    const calls = stubOwnerApi({
      'POST /api/v1/owner/properties': () => jsonResponse({ property: created }, 201),
    });
    const { router } = await openOwnerEditor();
    await fillOwnerListing(user);
    await user.selectOptions(select('Oficina registral'), 'lima');
    await user.type(screen.getByRole('textbox', { name: 'N° de partida' }), '12345678');
    await fillLocation(user);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-inmuebles'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/v1/owner/properties');
    expect(post?.body).toMatchObject({
      property: { title: 'Departamento en Lince', registry_office: 'lima', registry_number: '12345678' },
    });
    expect(await screen.findByText('Propiedad guardada: Departamento en Lince')).toBeInTheDocument();
  });

  it("shows the server's limit message when a third active listing is refused (409)", async () => {
    const user = userEvent.setup();
    stubOwnerApi({
      'POST /api/v1/owner/properties': () =>
        jsonResponse({ error: 'owner_listing_limit', message: ownerMessages.limit }, 409),
    });
    const { router } = await openOwnerEditor();
    await fillOwnerListing(user);
    await user.selectOptions(select('Oficina registral'), 'lima');
    await user.type(screen.getByRole('textbox', { name: 'N° de partida' }), '12345678');
    await fillLocation(user);
    await user.click(topSave());
    expect(await screen.findByRole('alert')).toHaveTextContent(ownerMessages.limit);
    expect(router.state.location.pathname).toBe('/mis-inmuebles/nuevo');
  });

  it('says the limit instead of opening the editor when every active place is taken', async () => {
    stubOwnerApi({
      'GET /api/v1/owner/properties': () => jsonResponse(ownerList({ active: 2 })),
    });
    renderApp('/mis-inmuebles/nuevo');
    expect(await screen.findByText(ownerMessages.limit)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis inmuebles' })).toHaveAttribute('href', '/mis-inmuebles');
  });

  it('sends company staff to their company list instead', async () => {
    signIn('tok', testAgent);
    stubOwnerApi({ 'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }) });
    const { router } = renderApp('/mis-inmuebles/nuevo');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
  });

  it("opens an owner's listing in the same editor, with its partida, back to 'Mis inmuebles' and no agent", async () => {
    const property = buildEditableProperty({
      slug: 'departamento-en-lince-91',
      title: 'Departamento en Lince',
      registry: { office: 'lima', office_name: 'Lima', zone: 'IX', number: '12345678' },
      advertiser: { kind: 'owner', registry_verified: false, company_registry_number: null },
    });
    const calls = stubOwnerApi({
      'GET /api/v1/properties/departamento-en-lince-91': () => jsonResponse({ property }),
      'PATCH /api/v1/properties/31': () => jsonResponse({ property }),
    });
    const { router } = renderApp('/mis-inmuebles/editar/departamento-en-lince-91');
    await screen.findByRole('heading', { name: 'Editar Propiedad', level: 1 }, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/mis-inmuebles');
    expect(select('Oficina registral')).toHaveValue('lima');
    expect(screen.getByRole('textbox', { name: 'N° de partida' })).toHaveValue('12345678');
    expect(screen.queryByText(/Agente a cargo/)).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getAllByRole('button', { name: 'Actualizar Propiedad' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mis-inmuebles'));
    expect(
      calls.some((call) => call.method === 'PATCH' && call.url.pathname === '/api/v1/properties/31'),
    ).toBe(true);
  });
});
