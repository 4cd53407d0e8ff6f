import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/api-error';
import {
  getForgotPasswordErrorMessage,
  getLoginErrorMessage,
  getRegisterErrorMessage,
  getResendErrorMessage,
  getResetSubmitError,
  getUnconfirmedEmail,
} from './auth-errors';

const rateLimited = new ApiError(429, {
  error: 'rate_limited',
  message: 'Demasiados intentos. Por favor, espera 15 minutos e intenta de nuevo.',
});

describe('login errors', () => {
  it.each([
    [
      new ApiError(401, { error: 'invalid_credentials' }),
      'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
    ],
    [
      new ApiError(422, { error: 'validation_failed', errors: ['x'] }),
      'Datos inválidos. Por favor, revisa los campos.',
    ],
    [new ApiError(500, null), 'Error al iniciar sesión. Por favor, intenta de nuevo.'],
    [networkError(new TypeError('offline')), 'Error al iniciar sesión. Por favor, intenta de nuevo.'],
    [new Error('boom'), 'Error al iniciar sesión. Por favor, intenta de nuevo.'],
    [rateLimited, 'Demasiados intentos. Por favor, espera 15 minutos e intenta de nuevo.'],
  ])('maps %o', (error, message) => {
    expect(getLoginErrorMessage(error)).toBe(message);
  });

  it('recognises the unconfirmed e-mail only on a 401 with email_confirmed false', () => {
    const unconfirmed = new ApiError(401, {
      error: 'email_not_confirmed',
      email_confirmed: false,
      email: 'ana@example.pe',
    });
    expect(getUnconfirmedEmail(unconfirmed, 'typed@example.pe')).toBe('ana@example.pe');
    expect(getUnconfirmedEmail(new ApiError(401, { email_confirmed: false }), 'typed@example.pe')).toBe(
      'typed@example.pe',
    );
    expect(getUnconfirmedEmail(new ApiError(401, { error: 'invalid_credentials' }), 'a@b.pe')).toBeNull();
    expect(
      getUnconfirmedEmail(new ApiError(401, { email_confirmed: true, email: 'a@b.pe' }), 'a@b.pe'),
    ).toBeNull();
    expect(
      getUnconfirmedEmail(new ApiError(403, { email_confirmed: false, email: 'a@b.pe' }), 'a@b.pe'),
    ).toBeNull();
  });
});

describe('resend errors', () => {
  it('maps 404 and anything else', () => {
    expect(getResendErrorMessage(new ApiError(404, {}))).toBe('Usuario no encontrado.');
    expect(getResendErrorMessage(new ApiError(500, {}))).toBe(
      'Error al reenviar el correo. Por favor, intenta de nuevo.',
    );
    expect(getResendErrorMessage(rateLimited)).toBe(rateLimited.message);
  });
});

describe('register errors', () => {
  it('joins the reasons of a 422 with commas', () => {
    const error = new ApiError(422, {
      errors: ['El correo electrónico ya está registrado', 'Esta contraseña es demasiado común.'],
    });
    expect(getRegisterErrorMessage(error)).toBe(
      'El correo electrónico ya está registrado, Esta contraseña es demasiado común.',
    );
  });

  it.each([
    [new ApiError(422, { error: 'validation_failed' }), 'Datos inválidos. Por favor, revisa los campos.'],
    [new ApiError(400, { error: 'bad_request' }), 'Parámetros inválidos. Por favor, verifica los datos.'],
    [new ApiError(500, {}), 'Error al crear la cuenta. Por favor, intenta de nuevo.'],
  ])('maps %o', (error, message) => {
    expect(getRegisterErrorMessage(error)).toBe(message);
  });
});

describe('forgot password errors', () => {
  it('has one message for every failure', () => {
    for (const error of [new ApiError(500, {}), new ApiError(422, {}), networkError(null)]) {
      expect(getForgotPasswordErrorMessage(error)).toBe(
        'Error al enviar el correo de recuperación. Por favor, intenta de nuevo.',
      );
    }
  });
});

describe('reset submit errors', () => {
  it('maps 404, 422 and anything else, offering a new link for a spent or expired token', () => {
    expect(getResetSubmitError(new ApiError(404, { error: 'invalid_token' }))).toEqual({
      message: 'Token de recuperación inválido o ya ha sido utilizado',
      canRequestNewLink: true,
    });
    expect(getResetSubmitError(new ApiError(422, { error: 'expired_token' }))).toEqual({
      message: 'El token de recuperación ha expirado. Por favor, solicita uno nuevo',
      canRequestNewLink: true,
    });
    expect(getResetSubmitError(new ApiError(500, {}))).toEqual({
      message: 'Error al restablecer la contraseña. Por favor, intenta de nuevo',
      canRequestNewLink: false,
    });
  });

  it('shows the reason of a refused password instead of calling the token expired', () => {
    const refused = new ApiError(422, {
      error: 'validation_failed',
      errors: ['Esta contraseña es demasiado común. Elige una más difícil de adivinar.'],
    });
    expect(getResetSubmitError(refused)).toEqual({
      message: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
      canRequestNewLink: false,
    });
  });
});
