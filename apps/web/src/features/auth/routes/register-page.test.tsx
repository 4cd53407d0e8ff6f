import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { mockApi, sentBodies } from '../testing/mock-api';
import { jsonResponse } from '@/testing/stub-api';

// Load the lazily loaded screen once, so the first test does not pay for it within its timeout.
beforeAll(async () => {
  await import('./register-page');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const registered = { message: 'Cuenta creada. Revisa tu correo electrónico para confirmar tu cuenta.' };

/** The fields a user must fill (labels as on screen). */
const required: Record<string, string> = {
  Nombres: 'Ana María',
  Apellidos: 'Quispe',
  'Correo electrónico': 'ana@andes.pe',
  Teléfono: '+51 987-654-321',
  Contraseña: 'una frase larga',
  'Confirmar contraseña': 'una frase larga',
  'Nombre de la empresa': 'Andes Inmobiliaria',
};

/** Types a value in one input event (pasting), which keeps these long-form tests fast. */
async function fill(user: UserEvent, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

async function fillRequired(user: UserEvent) {
  for (const [label, value] of Object.entries(required)) {
    await fill(user, await screen.findByLabelText(label, { selector: 'input' }), value);
  }
}

// Whole-app renders with typing are slow in jsdom, more so next to other test files.
describe('RegisterPage', { timeout: 15_000 }, () => {
  /** Touches a field (focus, optional paste, blur) the way a user leaves it. */
  async function touch(user: UserEvent, label: string, value?: string) {
    const input = await screen.findByLabelText(label, { selector: 'input' });
    await user.click(input);
    if (value) await user.paste(value);
    await user.tab();
  }

  it('starts with the choice of account, "Busco inmueble" first, and a subtitle for both', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^Busco inmueble/),
      expect.stringMatching(/^Soy inmobiliaria/),
    ]);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    expect(screen.queryByLabelText('Nombres', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear cuenta' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/favoritos.*alertas.*o publica las propiedades de tu empresa/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Soy inmobiliaria/ }));
    expect(await screen.findByLabelText('Nombre de la empresa', { selector: 'input' })).toBeInTheDocument();
  });

  it('shows the personal-data rules once a field is touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await touch(user, 'Nombres', 'A');
    expect(await screen.findByText('Los nombres son requeridos')).toBeInTheDocument();
    expect(screen.queryByText('Los apellidos son requeridos')).not.toBeInTheDocument();
    await touch(user, 'Apellidos');
    expect(await screen.findByText('Los apellidos son requeridos')).toBeInTheDocument();
    await touch(user, 'Teléfono');
    expect(await screen.findByText('El teléfono es requerido')).toBeInTheDocument();
    await touch(user, 'Teléfono', 'abc');
    expect(await screen.findByText('Ingresa un teléfono válido')).toBeInTheDocument();
  });

  it('shows the password rules once a field is touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await touch(user, 'Contraseña', '1234567');
    expect(await screen.findByText('Mínimo 8 caracteres')).toBeInTheDocument();
    await touch(user, 'Confirmar contraseña');
    expect(await screen.findByText('Confirma tu contraseña')).toBeInTheDocument();
    await touch(user, 'Confirmar contraseña', 'otra cosa');
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('shows the company rules once a field is touched', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await touch(user, 'Nombre de la empresa');
    expect(await screen.findByText('El nombre de la empresa es requerido')).toBeInTheDocument();
    await touch(user, 'Teléfono de la empresa', 'llámame');
    expect(await screen.findByText('Formato de teléfono inválido')).toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono de la empresa')).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks every field on an invalid submit and sends nothing', async () => {
    const fetchMock = mockApi({ 'POST /auth/register': () => jsonResponse(registered, 201) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    for (const message of [
      'Los nombres son requeridos',
      'Los apellidos son requeridos',
      'El correo es requerido',
      'El teléfono es requerido',
      'La contraseña es requerida',
      'Confirma tu contraseña',
      'El nombre de la empresa es requerido',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nombres')).toHaveFocus();
    expect(sentBodies(fetchMock, '/auth/register')).toEqual([]);
  });

  it('badges the company block required, and only its name is', async () => {
    renderApp('/register?cuenta=empresa');
    const company = await screen.findByRole('group', { name: /Datos de la empresa/ });
    expect(within(company).getByText('Obligatorio')).toBeInTheDocument();
    expect(within(company).queryByText('Opcional')).not.toBeInTheDocument();
    expect(within(company).getByLabelText('Nombre de la empresa')).toHaveAttribute('aria-required', 'true');
    expect(within(company).getByLabelText('Sitio web')).not.toHaveAttribute('aria-required');
  });

  it('sends the whole payload with empty optional values, then shows the success panel and keeps submit disabled', async () => {
    const fetchMock = mockApi({ 'POST /auth/register': () => jsonResponse(registered, 201) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await fillRequired(user);
    await fill(user, screen.getByLabelText('Instagram'), '@andes');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    const panel = await screen.findByRole('status');
    expect(within(panel).getByText(registered.message)).toBeInTheDocument();
    expect(
      within(panel).getAllByText(/Revisa tu correo electrónico para confirmar tu cuenta\./),
    ).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    expect(sentBodies(fetchMock, '/auth/register')).toEqual([
      {
        first_name: 'Ana María',
        last_name: 'Quispe',
        email: 'ana@andes.pe',
        phone: '+51 987-654-321',
        password: 'una frase larga',
        password_confirmation: 'una frase larga',
        company_name: 'Andes Inmobiliaria',
        company_about: '',
        company_website: '',
        company_phone: '',
        company_facebook: '',
        company_instagram: '@andes',
      },
    ]);
  });

  it('adds the check-your-inbox sentence when the server message lacks it', async () => {
    mockApi({ 'POST /auth/register': () => jsonResponse({ message: 'Registro exitoso.' }, 201) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    const panel = await screen.findByRole('status');
    expect(within(panel).getByText('Registro exitoso.')).toBeInTheDocument();
    expect(
      within(panel).getByText('Revisa tu correo electrónico para confirmar tu cuenta.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      422,
      {
        error: 'validation_failed',
        errors: ['El correo electrónico ya está registrado', 'Esta contraseña es demasiado común.'],
      },
      'El correo electrónico ya está registrado, Esta contraseña es demasiado común.',
    ],
    [422, { error: 'validation_failed' }, 'Datos inválidos. Por favor, revisa los campos.'],
    [400, { error: 'bad_request' }, 'Parámetros inválidos. Por favor, verifica los datos.'],
    [500, { error: 'internal_error' }, 'Error al crear la cuenta. Por favor, intenta de nuevo.'],
  ])('shows the failure of a %i', async (status, body, message) => {
    mockApi({ 'POST /auth/register': () => jsonResponse(body, status) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register?cuenta=empresa');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeEnabled();
  });

  it('"Busco inmueble" registers a personal account without the company block', async () => {
    const fetchMock = mockApi({ 'POST /auth/register_searcher': () => jsonResponse(registered, 201) });
    const user = userEvent.setup({ delay: null });
    renderApp('/register');
    await user.click(await screen.findByRole('radio', { name: /Busco inmueble/ }));
    expect(screen.queryByLabelText('Nombre de la empresa', { selector: 'input' })).not.toBeInTheDocument();
    for (const label of [
      'Nombres',
      'Apellidos',
      'Correo electrónico',
      'Contraseña',
      'Confirmar contraseña',
    ]) {
      await fill(user, await screen.findByLabelText(label, { selector: 'input' }), required[label] ?? '');
    }
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(registered.message)).toBeInTheDocument();
    expect(sentBodies(fetchMock, '/auth/register_searcher')).toEqual([
      {
        first_name: 'Ana María',
        last_name: 'Quispe',
        email: 'ana@andes.pe',
        phone: '',
        password: 'una frase larga',
        password_confirmation: 'una frase larga',
      },
    ]);
  });
});
