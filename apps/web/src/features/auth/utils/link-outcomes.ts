/**
 * What the e-mail links' redirects mean. The API's GET /auth/confirm_email and GET /auth/reset_password
 * land on the screens with `status`, `message` (and `token`) in the query string.
 */

export type ConfirmEmailOutcome =
  | { kind: 'confirmed' }
  | { kind: 'already_confirmed' }
  | { kind: 'error'; message: string; isExpired: boolean }
  | { kind: 'unknown'; message: string };

/** Delays before leaving the confirmation screen (docs/product/public-and-auth.md §9). */
export const confirmRedirectDelayMs = { confirmed: 3000, alreadyConfirmed: 2000 } as const;

/** The confirmation screen's state for the query it was opened with. */
export function getConfirmEmailOutcome(params: URLSearchParams): ConfirmEmailOutcome {
  const status = params.get('status');
  const message = params.get('message');
  if (status === 'success' && message === 'confirmed') return { kind: 'confirmed' };
  if (status === 'already_confirmed') return { kind: 'already_confirmed' };
  if (status === 'error') {
    if (message === 'invalid_token')
      return {
        kind: 'error',
        message: 'Token de confirmación inválido o ya ha sido utilizado',
        isExpired: false,
      };
    if (message === 'expired_token') {
      return {
        kind: 'error',
        message:
          'El enlace de confirmación ha expirado (válido por 24 horas). Solicita un nuevo correo desde la página de inicio de sesión.',
        isExpired: true,
      };
    }
    return {
      kind: 'error',
      message: 'Error al confirmar tu cuenta. Por favor, intenta de nuevo',
      isExpired: false,
    };
  }
  return { kind: 'unknown', message: 'Estado de confirmación desconocido. Por favor, contacta al soporte' };
}

export type ResetLinkState =
  | { kind: 'valid'; token: string }
  | { kind: 'error'; message: string }
  | { kind: 'missing'; message: string };

/** Delay before going to the login screen after a new password is set (docs/product/public-and-auth.md §9). */
export const resetRedirectDelayMs = 3000;

/** The reset screen's state: the form only for `status=valid` with a token; every error offers a new link. */
export function getResetLinkState(params: URLSearchParams): ResetLinkState {
  const status = params.get('status');
  const message = params.get('message');
  const token = params.get('token');
  if (!status) {
    return {
      kind: 'missing',
      message: 'Por favor, utiliza el enlace del correo electrónico para restablecer tu contraseña.',
    };
  }
  if (status === 'valid') {
    return token ? { kind: 'valid', token } : { kind: 'error', message: 'Token de recuperación no válido' };
  }
  if (status === 'error' && message === 'invalid_token') {
    return { kind: 'error', message: 'Token de recuperación inválido. Por favor, solicita uno nuevo.' };
  }
  if (status === 'error' && message === 'expired_token') {
    return { kind: 'error', message: 'El token de recuperación ha expirado. Por favor, solicita uno nuevo.' };
  }
  return { kind: 'error', message: 'Error al validar el token de recuperación.' };
}
