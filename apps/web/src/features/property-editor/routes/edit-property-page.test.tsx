// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';
import { buildEditableProperty } from '../testing/editor-fixtures';
import { select, stepButton } from '../testing/editor-screen';
import {
  openEditPropertyPage,
  patchCall,
  setUpEditPropertyPage,
  storedProperty,
  stubEditPageApi,
  topSave,
} from '../testing/edit-page-screen';

/* Editing a stored property: loading it (or leaving), the steps it fills, and what its save sends. */

setUpEditPropertyPage();

describe('EditPropertyPage', { timeout: 30_000 }, () => {
  it('returns to the list when the property cannot be loaded', async () => {
    stubEditPageApi();
    const { router } = renderApp('/dashboard/properties/edit/no-existe');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'), {
      timeout: 10_000,
    });
    expect(await screen.findByText('Error al cargar la propiedad')).toBeInTheDocument();
  });

  it('shows a spinner while the property loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubEditPageApi({
      [`GET /api/v1/properties/${storedProperty.slug}`]: () =>
        new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(`/dashboard/properties/edit/${storedProperty.slug}`);
    expect(await screen.findByText('Cargando propiedad...', {}, { timeout: 10_000 })).toBeInTheDocument();
    answer(jsonResponse({ property: storedProperty }));
    expect(await screen.findByRole('heading', { name: 'Editar Propiedad', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Cargando propiedad...')).not.toBeInTheDocument();
  });

  it('returns to the list when the property belongs to another company', async () => {
    stubEditPageApi({
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
    stubEditPageApi();
    await openEditPropertyPage();
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
    const calls = stubEditPageApi();
    const { router } = await openEditPropertyPage();
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
        polygon_coordinates: storedProperty.polygon_coordinates,
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
    const withOffers = buildEditableProperty({ listings } as Partial<typeof storedProperty>);
    const user = userEvent.setup();
    const calls = stubEditPageApi({
      [`GET /api/v1/properties/${storedProperty.slug}`]: () => jsonResponse({ property: withOffers }),
      'PATCH /api/v1/listings/8': () => jsonResponse({ listing: listings[0] }),
      'DELETE /api/v1/listings/9': () => new Response(null, { status: 204 }),
    });
    const { router } = await openEditPropertyPage();
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
    const calls = stubEditPageApi();
    const { router } = await openEditPropertyPage();
    await user.click(stepButton('Revisión'));
    await user.click(screen.getByRole('button', { name: 'Guardar y publicar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(patchCall(calls)?.body).toMatchObject({ property: { status: 'published' } });
  });

  it("archives a published property from the review step with 'Guardar y archivar'", async () => {
    const user = userEvent.setup();
    const calls = stubEditPageApi({
      [`GET /api/v1/properties/${storedProperty.slug}`]: () =>
        jsonResponse({ property: { ...storedProperty, status: 'published' } }),
    });
    const { router } = await openEditPropertyPage();
    await user.click(stepButton('Revisión'));
    expect(screen.queryByRole('button', { name: 'Guardar y publicar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar y archivar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/properties'));
    expect(patchCall(calls)?.body).toMatchObject({ property: { status: 'archived' } });
  });
});
