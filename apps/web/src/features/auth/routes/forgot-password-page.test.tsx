import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { mockApi, sentBodies } from '../testing/mock-api';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(async () => {
  await import('./forgot-password-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', { timeout: 15_000 }, () => {
  it('validates the e-mail after touch', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password');
    await user.click(await screen.findByLabelText('Correo electrónico'));
    await user.tab();
    expect(await screen.findByText('El correo es requerido')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Correo electrónico'), 'nadie');
    expect(await screen.findByText('Ingresa un correo válido')).toBeInTheDocument();
  });

  it('replaces the form with a neutral confirmation', async () => {
    const fetchMock = mockApi({
      'POST /auth/forgot_password': () => jsonResponse({ message: 'Si existe una cuenta...' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));

    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Si existe una cuenta asociada a ana@example.pe, recibirás un correo');
    expect(panel).toHaveTextContent('revisa tu carpeta de spam');
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, '/auth/forgot_password')).toEqual([{ email: 'ana@example.pe' }]);
  });

  it('shows the catalogue message on any failure and keeps the form', async () => {
    mockApi({ 'POST /auth/forgot_password': () => jsonResponse({ error: 'internal_error' }, 500) });
    const user = userEvent.setup({ delay: null });
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.pe');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace de recuperación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar el correo de recuperación. Por favor, intenta de nuevo.',
    );
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.pe');
  });
});
