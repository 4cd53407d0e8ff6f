import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession, signIn } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { testSearcher } from '@/testing/test-users';
import { buildPropertyDetail } from '../testing/build-property-detail';
import { answerProperty, stubDetailApi } from '../testing/stub-detail-api';
import { setUpDetailPageScreen } from '../testing/detail-page-screen';
import { jsonResponse } from '@/testing/stub-api';

/* A searcher's contact form starts from the account (docs/product/searcher-accounts.md). */

setUpDetailPageScreen();

const answerSent = () =>
  jsonResponse(
    {
      contact_request: { id: 1, created_at: '2026-01-10T10:00:00.000Z' },
      message: 'Tu consulta fue enviada.',
    },
    201,
  );

describe('the contact form of a signed-in searcher', { timeout: 15_000 }, () => {
  it('is prefilled from the account, completed with its current data without overwriting what was typed', async () => {
    // Signed in before a phone and a new surname were added on another device.
    signIn('token', { ...testSearcher, phone: null });
    let answerMe: (response: Response) => void = () => undefined;
    const calls = stubDetailApi({
      property: answerProperty(buildPropertyDetail()),
      contact: answerSent,
      currentUser: () => new Promise<Response>((resolve) => (answerMe = resolve)),
    });
    renderApp('/propiedad/casa-en-miraflores-7');
    await screen.findByRole('heading', { level: 1, name: 'Casa en Miraflores' }, { timeout: 5000 });
    const card = screen.getByRole('region', { name: '¿Te interesa esta propiedad?' });
    await userEvent.click(within(card).getByRole('button', { name: 'Contactar' }));

    const form = await screen.findByRole('form', { name: 'Formulario de contacto' }, { timeout: 5000 });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Carmen Rojas');
    expect(within(form).getByLabelText('Correo electrónico')).toHaveValue('carmen.rojas@correo.pe');
    expect(within(form).getByLabelText('Teléfono')).toHaveValue('');
    await userEvent.clear(within(form).getByLabelText('Nombre'));
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Carmen R.');

    answerMe(jsonResponse({ user: { ...testSearcher, last_name: 'Rojas Díaz', phone: '987654321' } }));
    await waitFor(() => expect(within(form).getByLabelText('Teléfono')).toHaveValue('987654321'));
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Carmen R.');
    expect(getSession()?.user.phone).toBe('987654321');

    await userEvent.click(within(form).getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Tu consulta fue enviada.')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/v1/properties/casa-en-miraflores-7/contact_requests',
      body: {
        contact_request: { name: 'Carmen R.', email: 'carmen.rojas@correo.pe', phone: '987654321' },
      },
    });
    // A signed-in person needs no anti-robot token.
    expect(calls.some((call) => call.path === '/api/v1/contact_requests/form_token')).toBe(false);
  });
});
