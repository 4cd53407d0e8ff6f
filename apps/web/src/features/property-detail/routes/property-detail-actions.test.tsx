import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testAgent } from '@/testing/test-users';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { jsonResponse } from '@/testing/stub-api';
import { contactButton, findTitle, setUpDetailPageScreen } from '../testing/detail-page-screen';

setUpDetailPageScreen();

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
    // The request leaves once the favourite's code has loaded (lib/favorite-request.ts).
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/v1/properties/casa-en-miraflores-7/favorite',
      }),
    );
    expect(heart).toHaveAttribute('aria-pressed', 'false');
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
