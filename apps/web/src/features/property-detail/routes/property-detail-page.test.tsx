import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@inmuebles/shared/properties/format';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./property-detail-page');
});

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The first render loads the screen lazily: allow it a few seconds. */
const slow = { timeout: 5000 };
const findTitle = (name = 'Casa en Miraflores') => screen.findByRole('heading', { level: 1, name }, slow);
/** The contact card's button (phones also get one in the bottom bar, hidden by CSS on wide screens). */
const contactButton = () =>
  within(screen.getByRole('region', { name: '¿Te interesa esta propiedad?' })).getByRole('button', {
    name: 'Contactar',
  });

describe('PropertyDetailPage states', { timeout: 15_000 }, () => {
  it('shows a spinner while loading', async () => {
    stubDetailApi({ property: () => new Promise<Response>(() => undefined) });
    renderApp('/propiedad/casa-en-miraflores-7');
    expect(await screen.findByText('Cargando propiedad...', {}, slow)).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown slug, never sample content', async () => {
    stubDetailApi({
      property: () => jsonResponse({ error: 'not_found', message: 'Propiedad no encontrada' }, 404),
    });
    renderApp('/propiedad/no-existe');
    expect(await findTitle('Propiedad no encontrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Galería/ })).not.toBeInTheDocument();
  });

  it('shows the error panel and loads the property on retry', async () => {
    let fail = true;
    stubDetailApi({
      property: () =>
        fail
          ? jsonResponse({ error: 'internal', message: 'Error' }, 500)
          : jsonResponse({ property: buildPropertyDetail() }),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    expect(await findTitle('Error al cargar la propiedad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await findTitle()).toBeInTheDocument();
  });

  it('titles the document with the title, the price with its currency and the product', async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await waitFor(() =>
      expect(document.title).toBe(`Casa en Miraflores - ${formatPrice(450000, 'USD')} - InmoPerú`),
    );
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/');
  });
});

describe('PropertyDetailPage content', { timeout: 15_000 }, () => {
  it('shows the chips, the feature tiles, the address and the company card', async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();

    const summary = screen.getByRole('list', { name: 'Resumen' });
    expect(within(summary).getByText('220 m²')).toBeInTheDocument();
    // The public reads the publication date and the code to quote, never the internal status.
    expect(within(summary).getByText('Publicado el 10 de enero de 2026')).toBeInTheDocument();
    expect(within(summary).getByText('Código: IP-00007')).toBeInTheDocument();
    expect(within(summary).queryByText('Publicada')).not.toBeInTheDocument();

    const tiles = screen.getByTestId('feature-tiles');
    const tile = (label: string) => within(tiles).getByText(label).closest('div');
    expect(tile('Dormitorios')).toHaveTextContent('4');
    expect(tile('Baños')).toHaveTextContent('3.5');
    expect(tile('Jardín')).toHaveTextContent('Sí');
    expect(within(tiles).queryByText('Piscina')).not.toBeInTheDocument();
    expect(tile('Zonificación')).toHaveTextContent('RDM');

    expect(screen.getByTestId('address-block')).toHaveTextContent('Calle Alcanfores 450');

    const company = screen.getByRole('region', { name: 'Andes Inmobiliaria' });
    expect(within(company).getByRole('link', { name: 'Ver Perfil' })).toHaveAttribute(
      'href',
      '/empresa/andes-inmobiliaria',
    );
    expect(within(company).getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', 'tel:+51012345678');
    // The message names the listing's code and address (IP-00007 is the property's id).
    const whatsapp = `https://wa.me/51012345678?text=${encodeURIComponent(
      `Hola, me interesa IP-00007: Casa en Miraflores ${window.location.origin}/propiedad/casa-en-miraflores-7`,
    )}`;
    expect(within(company).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', whatsapp);
    // And prominently under 'Contactar', not only inside 'Publicado por'.
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute('href', whatsapp);
    expect(within(company).getByText('Calificación: 4.0 de 5')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/andes',
    );
  });

  it("replaces a logo that fails to load with the company's initial", async () => {
    stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    const logo = screen.getByRole('img', { name: 'Logo de Andes Inmobiliaria' });
    logo.dispatchEvent(new Event('error'));
    expect(await screen.findByTestId('company-initial')).toHaveTextContent('A');
    expect(screen.queryByRole('img', { name: 'Logo de Andes Inmobiliaria' })).not.toBeInTheDocument();
  });

  it("says 'Mapa no disponible' without location and has no video section without video", async () => {
    stubDetailApi({
      property: answerProperty(
        buildPropertyDetail({ geometry: null, latitude: null, longitude: null, polygon_coordinates: null }),
      ),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    expect(screen.getByText('Mapa no disponible')).toBeInTheDocument();
    expect(
      screen.getByText('Esta propiedad no tiene información de ubicación geográfica'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Video' })).not.toBeInTheDocument();
  });

  it('offers the video on its platform next to the embedded player, for when the player cannot load', async () => {
    const url = 'https://youtu.be/M7lc1UVf-VE';
    stubDetailApi({
      property: answerProperty(
        buildPropertyDetail({ video: { url, file_url: null, filename: null, mime: null, type: 'url' } }),
      ),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    expect(screen.getByRole('link', { name: 'Ver en YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    );
  });
});

/** Sends the open contact form and returns the request it made, once the confirmation shows. */
async function sendForm(form: HTMLElement, calls: unknown[]) {
  await userEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
  expect(await screen.findByText('Tu consulta fue enviada.')).toBeInTheDocument();
  return calls.at(-1);
}

/** The server's 201 to a contact request. */
const answerSent = () =>
  jsonResponse(
    {
      contact_request: { id: 1, created_at: '2026-01-10T10:00:00.000Z' },
      message: 'Tu consulta fue enviada.',
    },
    201,
  );

describe('PropertyDetailPage actions', { timeout: 15_000 }, () => {
  it('opens the same form, empty but for the message, to a guest, with the form token and the honeypot', async () => {
    const calls = stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      contact: answerSent,
    });
    const app = renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await userEvent.click(contactButton());
    expect(app.currentUrl()).toBe('/propiedad/casa-en-miraflores-7');
    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveValue('');
    expect(within(form).getByLabelText('Mensaje')).toHaveValue(
      'Hola, estoy interesado en la propiedad: Casa en Miraflores',
    );
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Lucía Quispe');
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'lucia@example.pe');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/v1/contact_requests/form_token')).toBe(true),
    );
    expect(await sendForm(form, calls)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/casa-en-miraflores-7/contact_requests',
      body: {
        contact_request: { name: 'Lucía Quispe', email: 'lucia@example.pe' },
        form_token: 'form-token-from-server',
        website: '',
      },
    });
  });

  it('asks for a new form token after a refusal, so that sending again can succeed', async () => {
    let issued = 0;
    const refusals = [
      jsonResponse(
        {
          error: 'contact_refused',
          message: 'No pudimos enviar tu consulta. Espera unos segundos e inténtalo de nuevo.',
        },
        422,
      ),
    ];
    const calls = stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      formToken: () => jsonResponse({ form_token: `token-${(issued += 1)}` }),
      contact: () => refusals.shift() ?? answerSent(),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await userEvent.click(contactButton());
    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Lucía Quispe');
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'lucia@example.pe');
    await waitFor(() => expect(issued).toBe(1));

    await userEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'No pudimos enviar tu consulta. Espera unos segundos e inténtalo de nuevo.',
    );
    await waitFor(() => expect(issued).toBe(2));
    expect(await sendForm(form, calls)).toMatchObject({ body: { form_token: 'token-2' } });
    const sent = calls.filter((call) => call.method === 'POST');
    expect(sent.map((call) => (call.body as { form_token: string }).form_token)).toEqual([
      'token-1',
      'token-2',
    ]);
  });

  it('favourites only once the server has answered', async () => {
    signIn('token', testAgent);
    let answer: (response: Response) => void = () => undefined;
    const calls = stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      favorite: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    const heart = screen.getByRole('button', { name: /^Favorito/ });
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/casa-en-miraflores-7/favorite',
    });
    answer(jsonResponse({ favorited: true, favorite_count: 4 }));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(heart).toHaveTextContent('4');
  });

  it('opens a prefilled contact form and shows the server confirmation', async () => {
    signIn('token', { ...testAgent, phone: '+51 987 654 321' });
    const calls = stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      contact: answerSent,
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await userEvent.click(contactButton());

    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Rosa Huamán');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveValue('rosa.huaman@andes.pe');
    expect(within(form).getByLabelText('Teléfono')).toHaveValue('+51 987 654 321');
    expect(within(form).getByLabelText('Mensaje')).toHaveValue(
      'Hola, estoy interesado en la propiedad: Casa en Miraflores',
    );

    expect(await sendForm(form, calls)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/casa-en-miraflores-7/contact_requests',
      body: {
        contact_request: { name: 'Rosa Huamán', email: 'rosa.huaman@andes.pe', phone: '+51 987 654 321' },
      },
    });
  });

  it('checks the fields in Spanish before sending', async () => {
    signIn('token', testAgent);
    const calls = stubDetailApi({ property: answerProperty(buildPropertyDetail()) });
    renderApp('/propiedad/casa-en-miraflores-7#contacto');
    await findTitle();
    // Arriving signed in at #contacto opens the form at once.
    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    await userEvent.clear(within(form).getByLabelText('Mensaje'));
    await userEvent.type(within(form).getByLabelText('Mensaje'), 'Hola');
    await userEvent.clear(within(form).getByLabelText('Correo electrónico'));
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await within(form).findByText('El mensaje debe tener al menos 10 caracteres')).toBeInTheDocument();
    expect(within(form).getByText('Ingresa un correo válido')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    [
      422,
      {
        error: 'validation_error',
        message: 'Datos inválidos',
        errors: ['El nombre es requerido', 'Ingresa un teléfono válido'],
      },
      ['El nombre es requerido', 'Ingresa un teléfono válido'],
    ],
    [
      429,
      { error: 'rate_limited', message: 'Demasiadas consultas. Intenta de nuevo en unos minutos.' },
      ['Demasiadas consultas. Intenta de nuevo en unos minutos.'],
    ],
  ])('shows the server errors of a %i answer', async (status, body, lines) => {
    signIn('token', testAgent);
    stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      contact: () => jsonResponse(body, status),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await findTitle();
    await userEvent.click(contactButton());
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const alert = await screen.findByRole('alert');
    for (const line of lines) expect(alert).toHaveTextContent(line);
  });
});
