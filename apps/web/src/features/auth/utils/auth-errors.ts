import { isApiError } from '@/lib/api-error';

/**
 * The error catalogue of the account screens (docs/product/public-and-auth.md §8), one function per call. A 429 shows the
 * server's own Spanish text, which says how long to wait: the generic "try again" would only fail again.
 */

const invalidData = 'Datos inválidos. Por favor, revisa los campos.';

function rateLimitMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 429 ? error.message : null;
}

/** Login failures other than the unconfirmed e-mail (see {@link getUnconfirmedEmail}). */
export function getLoginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Credenciales inválidas. Por favor, verifica tu email y contraseña.';
    if (error.status === 422) return invalidData;
  }
  return rateLimitMessage(error) ?? 'Error al iniciar sesión. Por favor, intenta de nuevo.';
}

/**
 * The address of a login answered 401 with `email_confirmed: false` (right password, e-mail not yet
 * confirmed), or null for any other failure. Falls back to the address typed in the form.
 */
export function getUnconfirmedEmail(error: unknown, typedEmail: string): string | null {
  if (!isApiError(error) || error.status !== 401) return null;
  const body = error.body;
  if (
    typeof body !== 'object' ||
    body === null ||
    !('email_confirmed' in body) ||
    body.email_confirmed !== false
  )
    return null;
  return 'email' in body && typeof body.email === 'string' && body.email ? body.email : typedEmail;
}

/** "Reenviar correo" failures. The server answers unknown addresses neutrally; the 404 branch stays for older servers. */
export function getResendErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 404) return 'Usuario no encontrado.';
  return rateLimitMessage(error) ?? 'Error al reenviar el correo. Por favor, intenta de nuevo.';
}

/** Registration failures: the server's reasons (e-mail taken, common password...) joined by commas. */
export function getRegisterErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 422) return error.errors.length > 0 ? error.errors.join(', ') : invalidData;
    if (error.status === 400) return 'Parámetros inválidos. Por favor, verifica los datos.';
  }
  return rateLimitMessage(error) ?? 'Error al crear la cuenta. Por favor, intenta de nuevo.';
}

/** Any failure of "¿Olvidaste tu contraseña?". */
export function getForgotPasswordErrorMessage(error: unknown): string {
  return rateLimitMessage(error) ?? 'Error al enviar el correo de recuperación. Por favor, intenta de nuevo.';
}

export interface ResetSubmitError {
  message: string;
  /** The token is spent or expired: offer to request a new link. */
  canRequestNewLink: boolean;
}

/** Failures of the new-password form. A 422 with reasons (a too common password) is about the password, not the token. */
export function getResetSubmitError(error: unknown): ResetSubmitError {
  if (isApiError(error)) {
    if (error.status === 404)
      return { message: 'Token de recuperación inválido o ya ha sido utilizado', canRequestNewLink: true };
    if (error.status === 422 && error.errors.length > 0)
      return { message: error.errors.join(', '), canRequestNewLink: false };
    if (error.status === 422) {
      return {
        message: 'El token de recuperación ha expirado. Por favor, solicita uno nuevo',
        canRequestNewLink: true,
      };
    }
  }
  return {
    message: 'Error al restablecer la contraseña. Por favor, intenta de nuevo',
    canRequestNewLink: false,
  };
}
