// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/stub-api';
import { stubEditorApi } from '../testing/editor-api';
import { buildEditableProperty } from '../testing/editor-fixtures';
import { button, fillBasicInfo, fillLocation, select } from '../testing/editor-screen';
import { openNewPropertyPage, setUpNewPropertyPage, topSave } from '../testing/new-page-screen';

/* Saving a new property: what is sent (the property, then its offer) and what follows a success or a refusal. */

setUpNewPropertyPage();

describe('NewPropertyPage: the save', { timeout: 30_000 }, () => {
  it('creates a property for rent in soles, then its offer, from the Operación block', async () => {
    const user = userEvent.setup();
    const created = buildEditableProperty({ id: 77, title: 'Casa frente al parque' });
    const calls = stubEditorApi({
      'POST /api/v1/properties': () => jsonResponse({ property: created }, 201),
      'POST /api/v1/properties/77/listings': () => jsonResponse({ listing: {} }, 201),
    });
    const { router } = await openNewPropertyPage();
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
    const { router } = await openNewPropertyPage();
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
    const { router } = await openNewPropertyPage();
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
});
