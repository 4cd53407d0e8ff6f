import { isApiError } from '@/lib/api-error';

const tooManyRequests =
  'Has enviado demasiadas consultas. Por favor, espera unos minutos e intenta de nuevo.';
const genericFailure = 'Error al enviar la consulta. Por favor, intenta de nuevo.';

/**
 * The Spanish lines the contact form shows for a failed send: the server's validation list (422), its
 * rate-limit message (429), the connection message, or a general failure.
 */
export function contactErrorLines(error: unknown): string[] {
  if (!isApiError(error)) return [genericFailure];
  if (error.status === 422) return error.errors.length > 0 ? error.errors : [error.message];
  if (error.status === 429) return [error.code === 'http_429' ? tooManyRequests : error.message];
  if (error.status === 0) return [error.message];
  return [genericFailure];
}
