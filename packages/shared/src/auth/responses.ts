import type { ApiErrorCode } from '../errors/error-codes.ts';
import { z } from 'zod';
import { publicUserSchema } from '../users/user-schema.ts';

/**
 * What the authentication API answers, in Spanish, so the server and the screens quote the same text.
 * Neutral answers (resend, forgot) are identical for known and unknown addresses (docs/decisions.md).
 */
export const authMessages = {
  registered: 'Cuenta creada. Revisa tu correo electrónico para confirmar tu cuenta.',
  resendNeutral: 'Si la cuenta existe y no está confirmada, te enviaremos un nuevo correo de confirmación.',
  forgotNeutral: 'Si existe una cuenta con ese correo, recibirás un enlace para restablecer tu contraseña.',
  passwordUpdated: 'Contraseña actualizada correctamente',
  loggedOut: 'Sesión cerrada correctamente',
  invalidCredentials: 'Credenciales inválidas. Por favor, verifica tu email y contraseña.',
  emailNotConfirmed: 'Confirma tu correo electrónico',
  emailTaken: 'El correo electrónico ya está registrado',
  resetTokenInvalid: 'Token de recuperación inválido o ya ha sido utilizado',
  resetTokenExpired: 'El token de recuperación ha expirado. Por favor, solicita uno nuevo',
  unauthorized: 'Debes iniciar sesión para continuar',
} as const;

/** Stable `error` codes of the authentication answers. */
export const authErrorCodes = {
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  invalidToken: 'invalid_token',
  expiredToken: 'expired_token',
  unauthorized: 'unauthorized',
  rateLimited: 'rate_limited',
} as const satisfies Record<string, ApiErrorCode>;

/**
 * Query values of the redirects from the e-mail links: `/auth/confirm-email?status=&message=` and
 * `/auth/reset-password?status=&message=&token=`.
 */
export const confirmEmailStatuses = ['success', 'already_confirmed', 'error'] as const;
export const resetLinkStatuses = ['valid', 'error'] as const;
export const emailTokenErrors = ['invalid_token', 'expired_token'] as const;
export type EmailTokenError = (typeof emailTokenErrors)[number];

/** Any answer that only carries a message. */
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /auth/login. */
export const loginResponseSchema = z.object({ user: publicUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /auth/me and GET /me. */
export const currentUserResponseSchema = z.object({ user: publicUserSchema });
