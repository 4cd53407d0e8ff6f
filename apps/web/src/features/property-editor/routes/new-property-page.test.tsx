// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi, type RecordedCall } from '@/testing/stub-api';
import { testAgent } from '@/testing/test-users';
import { buildEditableProperty, locationAnswers } from '../testing/editor-fixtures';

type Handler = (call: RecordedCall) => Response;

/** An admin with a company of their own: a new property is theirs unless they choose another company. */
const testAdmin = { ...testAgent, id: 1, role: 'admin' as const };
/** An admin without a company: they must choose the company of a new property. */
const testAdminWithoutCompany = { ...testAdmin, company_id: null, company: null };

/** GET /admin/companies as the console answers it: the companies whose name holds `search`. */
const companiesAnswer: Handler = (call) => {
  const all = [
    { id: 7, name: 'Constructora Elegida' },
    { id: 9, name: 'Inmobiliaria del Sur' },
  ];
  const search = (call.url.searchParams.get('search') ?? '').toLowerCase();
  const companies = all
    .filter((company) => company.name.toLowerCase().includes(search))
    .map((company) => ({
      ...company,
      slug: `empresa-${company.id}`,
      ruc: null,
      verified_at: null,
      agent_registry_number: null,
      agent_registry_verified_at: null,
      suspended_at: null,
      suspended_reason: null,
      members_count: 1,
      properties_count: 0,
    }));
  return jsonResponse({
    companies,
    pagination: { current_page: 1, total_pages: 1, total_count: companies.length },
  });
};

/** The API: the signed-in user (the agent unless `me`), the ubigeo catalogue, an empty list, and `extra` handlers. */
function stubEditorApi(extra: Record<string, Handler> = {}, me: typeof testAgent = testAgent) {
  const handlers: Record<string, Handler> = {
    'GET /api/v1/auth/me': () => jsonResponse({ user: me }),
    'GET /api/v1/admin/companies': companiesAnswer,
    'GET /api/v1/my_properties': () =>
      jsonResponse({
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
      }),
    'GET /api/v1/companies/2/contact_requests': () =>
      jsonResponse({
        contact_requests: [],
        pagination: { current_page: 1, total_pages: 0, total_count: 0, per_page: 20 },
        unread_count: 0,
      }),
    ...Object.fromEntries(
      Object.entries(locationAnswers).map(([key, body]) => [key, () => jsonResponse(body)]),
    ),
    ...extra,
  };
  return stubApi(handlers);
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const topSave = () => screen.getAllByRole('button', { name: 'Crear Propiedad' })[0]!;
const stepButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

async function openEditor() {
  const view = renderApp('/dashboard/properties/new');
  await screen.findByRole('heading', { name: 'Nueva Propiedad', level: 1 }, { timeout: 10_000 });
  return view;
}

async function fillBasicInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa frente al parque');
  await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Casa de dos pisos con jardín.');
  const price = screen.getByRole('spinbutton', { name: 'Precio' });
  await user.clear(price);
  await user.type(price, '250000');
  await user.type(screen.getByRole('spinbutton', { name: 'Área (m²)' }), '180.5');
}

async function fillLocation(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Dirección' }), 'Av. Larco 1234');
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

beforeEach(() => signIn('tok', testAgent));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NewPropertyPage', { timeout: 30_000 }, () => {
  it('starts with the defaults of a new property and nothing to save yet', async () => {
    stubEditorApi();
    await openEditor();
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Información Básica', level: 2 })).toBeInTheDocument();
    expect(select('Tipo de propiedad')).toHaveDisplayValue('Residencial');
    expect(select('Categoría')).toHaveDisplayValue('Casa');
    expect(screen.getByRole('spinbutton', { name: 'Precio' })).toHaveValue(0);
    expect(select('Moneda')).toHaveDisplayValue('US$ (dólares)');
    // Soles and dollars only, named as a Peruvian reads them.
    expect([...select('Moneda').querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'S/ (soles)',
      'US$ (dólares)',
    ]);
    expect(select('Estado')).toHaveDisplayValue('Borrador');
    expect(select('Visibilidad')).toHaveDisplayValue('Público');
    expect(topSave()).toBeDisabled();
    expect(button(/Siguiente/)).toBeDisabled();
    expect(button(/Anterior/)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/dashboard/properties');
  });

  it('enables Siguiente once step 1 is valid and the save button once step 2 is too', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Bonita');
    expect(button(/Siguiente/)).toBeDisabled(); // price is still 0
    const price = screen.getByRole('spinbutton', { name: 'Precio' });
    await user.clear(price);
    await user.type(price, '100');
    // The server requires the area, so neither Siguiente nor the save go on without it.
    expect(button(/Siguiente/)).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'Área (m²)' }), '90');
    expect(button(/Siguiente/)).toBeEnabled();
    expect(topSave()).toBeDisabled();

    await user.click(button(/Siguiente/));
    expect(screen.getByText('Paso 2 de 5')).toBeInTheDocument();
    expect(button(/Siguiente/)).toBeDisabled();
    await fillLocation(user);
    expect(button(/Siguiente/)).toBeEnabled();
    expect(topSave()).toBeEnabled();
  });

  it('shows the messages of the fields the user has left invalid', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    await user.click(screen.getByRole('textbox', { name: 'Título' }));
    await user.tab();
    expect(screen.getByText('El título es requerido')).toBeInTheDocument();
    const price = screen.getByRole('spinbutton', { name: 'Precio' });
    await user.clear(price);
    await user.tab();
    expect(screen.getByText('El precio debe ser un número mayor o igual a 0')).toBeInTheDocument();
  });

  it('offers only the categories of the chosen type and switches to its first one', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    expect(
      within(select('Categoría'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Departamento', 'Casa']);
    await user.selectOptions(select('Tipo de propiedad'), 'land');
    expect(
      within(select('Categoría'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Terreno Agrícola', 'Lote Urbano']);
    expect(select('Categoría')).toHaveDisplayValue('Terreno Agrícola');
    await user.selectOptions(select('Categoría'), 'LotResource');
    await user.selectOptions(select('Tipo de propiedad'), 'land');
    expect(select('Categoría')).toHaveDisplayValue('Lote Urbano');
  });

  it('clears the province and the district when the department changes, the district when the province does', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    await user.click(stepButton('Ubicación'));
    expect(select('Provincia')).toBeDisabled();
    expect(select('Distrito')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'País' })).toHaveValue('Perú');
    expect(screen.getByRole('textbox', { name: 'País' })).toHaveAttribute('readonly');
    await fillLocation(user);
    expect(select('Distrito')).toHaveValue('150122');

    await user.selectOptions(select('Provincia'), '1502');
    expect(select('Distrito')).toHaveValue('');
    await waitFor(() =>
      expect(within(select('Distrito')).getByRole('option', { name: 'Barranca' })).toBeInTheDocument(),
    );

    await user.selectOptions(select('Departamento'), '04');
    expect(select('Provincia')).toHaveValue('');
    expect(select('Distrito')).toHaveValue('');
    expect(select('Distrito')).toBeDisabled();
    await waitFor(() =>
      expect(within(select('Provincia')).getByRole('option', { name: 'Arequipa' })).toBeInTheDocument(),
    );
  });

  it('lets the sidebar open any step and marks the steps left incomplete', async () => {
    const user = userEvent.setup();
    stubEditorApi();
    await openEditor();
    await user.click(stepButton('Revisión'));
    expect(screen.getByText('Paso 5 de 5')).toBeInTheDocument();
    expect(stepButton('Información Básica')).toHaveTextContent('Incompleto');
    expect(screen.getAllByText('Faltan datos obligatorios en este paso.')).toHaveLength(2);
    expect(topSave()).toBeDisabled();
  });

  it('asks to complete steps 1 and 2 when the review save is clicked before', async () => {
    const user = userEvent.setup();
    const calls = stubEditorApi();
    await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'Casa{Enter}');
    await user.click(stepButton('Revisión'));
    await user.click(screen.getAllByRole('button', { name: 'Crear Propiedad' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa la información básica y ubicación antes de guardar.',
    );
    expect(stepButton('Ubicación')).toHaveTextContent('Incompleto');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a property for rent in soles, then its offer, from the Operación block', async () => {
    const user = userEvent.setup();
    const created = buildEditableProperty({ id: 77, title: 'Casa frente al parque' });
    const calls = stubEditorApi({
      'POST /api/v1/properties': () => jsonResponse({ property: created }, 201),
      'POST /api/v1/properties/77/listings': () => jsonResponse({ listing: {} }, 201),
    });
    const { router } = await openEditor();
    await fillBasicInfo(user);
    await user.click(screen.getByRole('checkbox', { name: 'Alquiler' }));
    // The offer starts from the price typed so far, and the single price gives way to it.
    expect(screen.queryByRole('spinbutton', { name: 'Precio' })).not.toBeInTheDocument();
    const rent = screen.getByRole('spinbutton', { name: 'Precio mensual' });
    expect(rent).toHaveValue(250000);
    await user.clear(rent);
    await user.type(rent, '0');
    await user.tab();
    expect(screen.getByText('El precio de la oferta debe ser un número mayor que 0')).toBeInTheDocument();
    expect(button(/Siguiente/)).toBeDisabled();
    await user.clear(rent);
    await user.type(rent, '2800');
    await user.selectOptions(select('Moneda del alquiler'), 'PEN');
    await user.type(screen.getByRole('spinbutton', { name: 'Mantenimiento' }), '350');
    await user.type(screen.getByRole('spinbutton', { name: 'Plazo mínimo (meses)' }), '12');
    await user.click(button(/Siguiente/));
    await fillLocation(user);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    const property = calls.find((call) => call.url.pathname === '/api/v1/properties');
    expect(property?.body).toMatchObject({ property: { price: 2800, currency: 'PEN' } });
    const offer = calls.find((call) => call.url.pathname === '/api/v1/properties/77/listings');
    expect(offer?.method).toBe('POST');
    expect(offer?.body).toEqual({
      listing: {
        operation: 'rent',
        price: 2800,
        currency: 'PEN',
        status: 'active',
        maintenance_fee: 350,
        min_term_months: 12,
      },
    });
    expect(await screen.findByText('Propiedad guardada: Casa frente al parque')).toBeInTheDocument();
  });

  it('creates the property with codes and returns to the list with a confirmation', async () => {
    const user = userEvent.setup();
    const created = buildEditableProperty({ id: 77, title: 'Casa frente al parque' });
    const calls = stubEditorApi({
      'POST /api/v1/properties': () => jsonResponse({ property: created }, 201),
    });
    const { router } = await openEditor();
    await fillBasicInfo(user);
    await user.click(button(/Siguiente/));
    await fillLocation(user);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(await screen.findByText('Propiedad guardada: Casa frente al parque')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/v1/properties');
    expect(post?.body).toEqual({
      property_detail_type: 'HouseResource',
      property: {
        title: 'Casa frente al parque',
        description: 'Casa de dos pisos con jardín.',
        property_type: 'residential',
        price: 250000,
        currency: 'USD',
        area_m2: 180.5,
        status: 'draft',
        visibility: 'public',
        address_line: 'Av. Larco 1234',
        region: '15',
        province: '1501',
        district: '150122',
        country: 'Perú',
        postal_code: '',
        video_url: '',
        registry_office: '',
        registry_number: '',
        amenities: [],
        brand_new: false,
      },
      property_detail: {
        floors: null,
        bedrooms: null,
        bathrooms: null,
        parking_spots: null,
        garden: false,
        pool: false,
      },
    });
  });

  it('stays on the editor with the server reasons when the save fails', async () => {
    const user = userEvent.setup();
    stubEditorApi({
      'POST /api/v1/properties': () =>
        jsonResponse(
          {
            error: 'validation_failed',
            message: 'Datos inválidos',
            errors: ['El distrito no pertenece a la provincia'],
          },
          422,
        ),
    });
    const { router } = await openEditor();
    await fillBasicInfo(user);
    await user.click(button(/Siguiente/));
    await fillLocation(user);
    await user.click(topSave());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al guardar la propiedad. Por favor intenta de nuevo.');
    expect(alert).toHaveTextContent('El distrito no pertenece a la provincia');
    expect(router.state.location.pathname).toBe('/dashboard/properties/new');
    expect(topSave()).toBeEnabled();
  });

  it('lets an admin choose the company of a new property, and sends it as company_id', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdmin);
    const created = buildEditableProperty({ id: 77, title: 'Casa frente al parque' });
    const calls = stubEditorApi(
      { 'POST /api/v1/properties': () => jsonResponse({ property: created }, 201) },
      testAdmin,
    );
    const { router } = await openEditor();
    const company = select('Empresa');
    expect(company).toHaveDisplayValue('Mi empresa (Andes Inmobiliaria)');
    expect(await within(company).findByRole('option', { name: 'Inmobiliaria del Sur' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empresa' }), 'elegida');
    await waitFor(() =>
      expect(within(company).queryByRole('option', { name: 'Inmobiliaria del Sur' })).not.toBeInTheDocument(),
    );
    await user.selectOptions(company, '7');
    await fillBasicInfo(user);
    await user.click(button(/Siguiente/));
    await fillLocation(user);
    await user.click(topSave());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    const post = calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/v1/properties');
    expect(post?.body).toMatchObject({ property: { title: 'Casa frente al parque', company_id: 7 } });
  });

  it('asks an admin without a company for one before sending anything', async () => {
    const user = userEvent.setup();
    signIn('tok', testAdminWithoutCompany);
    const calls = stubEditorApi({}, testAdminWithoutCompany);
    await openEditor();
    expect(select('Empresa')).toHaveDisplayValue('Elige la empresa');
    await fillBasicInfo(user);
    // The company is part of step 1: without it, Siguiente stays off and the save names what is missing.
    expect(button(/Siguiente/)).toBeDisabled();
    await user.click(stepButton('Ubicación'));
    await fillLocation(user);
    expect(topSave()).toBeDisabled();
    await user.click(stepButton('Revisión'));
    await user.click(screen.getAllByRole('button', { name: 'Crear Propiedad' })[1]!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor completa la información básica y ubicación antes de guardar.',
    );
    await user.click(stepButton('Información Básica'));
    expect(screen.getByText('Elige la empresa de la propiedad')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows no company choice to a company admin, who creates for their own company', async () => {
    const companyAdmin = { ...testAgent, role: 'company_admin' as const };
    signIn('tok', companyAdmin);
    const calls = stubEditorApi({}, companyAdmin);
    await openEditor();
    expect(screen.queryByRole('combobox', { name: 'Empresa' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/api/v1/admin/companies')).toBe(false);
  });
});
