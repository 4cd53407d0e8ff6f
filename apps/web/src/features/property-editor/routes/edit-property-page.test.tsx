// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { installFakeXhr, type FakeXhrAnswer, type FakeXhrRequest } from '@/testing/fake-xhr';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { makeFile, stubObjectUrls } from '../media/testing/media-fixtures';
import { buildEditableProperty, locationAnswers } from '../testing/editor-fixtures';

type Handler = (call: RecordedCall) => Response | Promise<Response>;

const property = buildEditableProperty();
const emptyList = {
  properties: [],
  pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
  stats: {
    total_properties: 0,
    published_count: 0,
    draft_count: 0,
    archived_count: 0,
    total_views: 0,
    total_favorites: 0,
    total_contacts: 0,
  },
};

function stubEditorApi(extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /api/v1/auth/me': () => jsonResponse({ user: testAgent }),
    'GET /api/v1/my_properties': () => jsonResponse(emptyList),
    'GET /api/v1/companies/2/contact_requests': () =>
      jsonResponse({
        contact_requests: [],
        pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
        unread_count: 0,
      }),
    [`GET /api/v1/properties/${property.slug}`]: () => jsonResponse({ property }),
    'PATCH /api/v1/properties/31': () => jsonResponse({ property }),
    ...Object.fromEntries(
      Object.entries(locationAnswers).map(([key, body]) => [key, () => jsonResponse(body)]),
    ),
    ...extra,
  });
}

const topSave = () => screen.getAllByRole('button', { name: 'Actualizar Propiedad' })[0]!;
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const patchCall = (calls: RecordedCall[]) =>
  calls.find((call) => call.method === 'PATCH' && call.url.pathname === '/api/v1/properties/31');

async function openEditor(ref = property.slug) {
  const view = renderApp(`/dashboard/properties/edit/${ref}`);
  await screen.findByRole('heading', { name: 'Editar Propiedad', level: 1 }, { timeout: 10_000 });
  return view;
}

/** A stored photo answer for an upload request, ids from 500 up. */
function storedPhoto(request: FakeXhrRequest, id: number): FakeXhrAnswer {
  return {
    status: 201,
    body: {
      media_asset: {
        id,
        kind: 'photo',
        url: `/u/${id}.webp`,
        thumbnail_url: `/u/${id}-t.webp`,
        position: Number(request.field('position')),
        alt: null,
        description: null,
      },
    },
  };
}

let objectUrls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  signIn('tok', testAgent);
  objectUrls = stubObjectUrls();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  objectUrls.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('EditPropertyPage', { timeout: 30_000 }, () => {
  it('returns to the list when the property cannot be loaded', async () => {
    stubEditorApi();
    const { router } = renderApp('/dashboard/properties/edit/no-existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('Error al cargar la propiedad')).toBeInTheDocument();
  });

  it('shows a spinner while the property loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubEditorApi({
      [`GET /api/v1/properties/${property.slug}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(`/dashboard/properties/edit/${property.slug}`);
    expect(await screen.findByText('Cargando propiedad...', {}, { timeout: 10_000 })).toBeInTheDocument();
    answer(jsonResponse({ property }));
    expect(await screen.findByRole('heading', { name: 'Editar Propiedad', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Cargando propiedad...')).not.toBeInTheDocument();
  });

  it('returns to the list when the property belongs to another company', async () => {
    stubEditorApi({
      'GET /api/v1/properties/ajena': () =>
        jsonResponse({ property: buildEditableProperty({ slug: 'ajena', can_edit: false }) }),
    });
    const { router } = renderApp('/dashboard/properties/edit/ajena');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'), {
      timeout: 10_000,
    });
  });

  it('fills every step with the stored property', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('Casa con jardín en Miraflores');
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(450000);
    expect(screen.getByRole('spinbutton', { name: 'Área (m²)' })).toHaveValue(220.5);
    expect(select('Visibilidad')).toHaveDisplayValue('Privado');
    expect(topSave()).toBeEnabled();
    expect(stepButton('Ubicación')).toHaveTextContent('Completo');

    await user.click(stepButton('Ubicación'));
    await waitFor(() => expect(select('Distrito')).toHaveDisplayValue('Miraflores'));
    expect(select('Departamento')).toHaveDisplayValue('Lima');
    expect(select('Provincia')).toHaveDisplayValue('Lima');
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveValue('15074');

    await user.click(stepButton('Revisión'));
    const basics = screen.getByRole('region', { name: 'Información Básica' });
    expect(within(basics).getByText('Casa')).toBeInTheDocument();
    expect(within(basics).getByText('Privado')).toBeInTheDocument();
    const location = screen.getByRole('region', { name: 'Ubicación' });
    await waitFor(() => expect(within(location).getByText('Miraflores')).toBeInTheDocument());
    const photos = within(screen.getByRole('region', { name: 'Fotos' })).getAllByRole('img');
    expect(photos.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/thumb-5.webp',
      '/uploads/thumb-6.webp',
    ]);
    const details = screen.getByRole('region', { name: 'Detalles y Mapa' });
    expect(within(details).getByText('Dormitorios').nextSibling).toHaveTextContent('4');
    expect(within(details).getByText(/Polígono de 3 vértices/)).toBeInTheDocument();
  });

  it('saves every field with location codes, the outline and the type-specific fields', async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi();
    const { router } = await openEditor();
    await user.click(stepButton('Ubicación'));
    await waitFor(() => expect(select('Distrito')).toHaveDisplayValue('Miraflores'));
    await user.selectOptions(select('Distrito'), '150131');
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText('Propiedad guardada: Casa con jardín en Miraflores')).toBeInTheDocument();
    expect(patchCall(calls)?.body).toEqual({
      property_detail_type: 'HouseResource',
      property: expect.objectContaining({
        status: 'draft',
        region: '15',
        province: '1501',
        district: '150131',
        postal_code: '15074',
        video_url: 'https://youtu.be/dQw4w9WgXcQ',
        registry_office: '',
        registry_number: '',
        polygon_coordinates: property.polygon_coordinates,
        latitude: null,
        longitude: null,
      }),
      property_detail: {
        floors: 3,
        bedrooms: 4,
        bathrooms: 3.5,
        parking_spots: 2,
        garden: true,
        pool: false,
      },
    });
  });

  it('keeps the stored offers by id: changes one, removes the other, and creates none', async () => {
    const listings = [
      { id: 8, operation: 'sale', price: '450000.00', currency: 'USD', status: 'active' },
      { id: 9, operation: 'rent', price: '9000.00', currency: 'PEN', status: 'paused' },
    ].map((listing) => ({
      maintenance_fee: null,
      min_term_months: null,
      price_pen: listing.price,
      ...listing,
    }));
    const withOffers = buildEditableProperty({ listings } as Partial<typeof property>);
    const user = userEvent.setup();
    const calls = stubEditorApi({
      [`GET /api/v1/properties/${property.slug}`]: () => jsonResponse({ property: withOffers }),
      'PATCH /api/v1/listings/8': () => jsonResponse({ listing: listings[0] }),
      'DELETE /api/v1/listings/9': () => new Response(null, { status: 204 }),
    });
    const { router } = await openEditor();
    expect(screen.getByRole('checkbox', { name: 'Venta' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Alquiler' })).toBeChecked();
    expect(select('Estado del alquiler')).toHaveDisplayValue('Pausada');
    const sale = screen.getByRole('spinbutton', { name: 'Precio de venta' });
    await user.clear(sale);
    await user.type(sale, '430000');
    await user.click(screen.getByRole('checkbox', { name: 'Alquiler' }));
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    const offerCalls = calls.filter((call) => call.url.pathname.startsWith('/api/v1/listings'));
    expect(offerCalls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'DELETE /api/v1/listings/9',
      'PATCH /api/v1/listings/8',
    ]);
    expect(offerCalls[1]?.body).toEqual({
      listing: { operation: 'sale', price: 430000, currency: 'USD', status: 'active' },
    });
    expect(patchCall(calls)?.body).toMatchObject({ property: { price: 430000, currency: 'USD' } });
    expect(calls.some((call) => call.url.pathname.endsWith('/listings') && call.method === 'POST')).toBe(
      false,
    );
  });

  it("publishes from the review step with 'Guardar y publicar'", async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi();
    const { router } = await openEditor();
    await user.click(stepButton('Revisión'));
    await user.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(patchCall(calls)?.body).toMatchObject({ property: { status: 'published' } });
  });

  it("archives a published property from the review step with 'Guardar y archivar'", async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi({
      [`GET /api/v1/properties/${property.slug}`]: () =>
        jsonResponse({ property: { ...property, status: 'published' } }),
    });
    const { router } = await openEditor();
    await user.click(stepButton('Revisión'));
    expect(screen.queryByRole('button', { name: 'Guardar y publicar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar y archivar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(patchCall(calls)?.body).toMatchObject({ property: { status: 'archived' } });
  });

  it.each([
    {
      case: 'all photos stored',
      fail: [] as number[],
      message: '✅ Propiedad guardada con 2 fotos subidas exitosamente.',
    },
    {
      case: 'one photo refused',
      fail: [2],
      message: '⚠️ Propiedad guardada. 1 fotos subidas correctamente, 1 fallaron.',
    },
    {
      case: 'no photo stored',
      fail: [1, 2],
      message:
        '❌ Propiedad guardada pero no se pudieron subir las fotos. Puedes editarla después para agregar imágenes.',
    },
  ])('uploads the new photos after the save and reports it on the list: $case', async ({ fail, message }) => {
    const user = userEvent.setup({ applyAccept: false });
    stubEditorApi();
    const { requests } = installFakeXhr((request) => {
      const position = Number(request.field('position'));
      return fail.includes(position - 2)
        ? { status: 500, body: { error: 'internal', message: 'Error' } }
        : storedPhoto(request, 500 + position);
    });
    const { router } = await openEditor();
    await user.click(stepButton('Fotos'));
    await user.upload(screen.getByLabelText('Seleccionar fotos'), [
      makeFile('patio.jpg', 'image/jpeg'),
      makeFile('cocina.png', 'image/png'),
    ]);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests.map((request) => [request.method, request.url, request.field('position')])).toEqual([
      ['POST', '/api/v1/properties/31/media_assets', '3'],
      ['POST', '/api/v1/properties/31/media_assets', '4'],
    ]);
  });

  it('reports a video that could not be uploaded and still returns to the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    stubEditorApi();
    installFakeXhr(() => ({
      status: 415,
      body: {
        error: 'unsupported_media_type',
        message: 'Por favor selecciona un archivo de video válido (MP4, WebM, etc.)',
      },
    }));
    const { router } = await openEditor();
    await user.click(stepButton('Fotos'));
    await user.upload(screen.getByLabelText(/Seleccionar video/), makeFile('recorrido.mp4', 'video/mp4'));
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(
      await screen.findByText('Error al subir el video. La propiedad se guardó pero sin el video.'),
    ).toBeInTheDocument();
  });
});
