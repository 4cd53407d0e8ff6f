import type { ApiErrorCode } from '@inmuebles/shared/errors/error-codes';

/** What the API answers on failure: `{ error, message, errors }` (see docs/architecture.md). */
interface ErrorBody {
  error?: unknown;
  message?: unknown;
  errors?: unknown;
}

const fallbackMessage = 'Ocurrió un error inesperado. Por favor, intenta de nuevo.';

/** A failed API call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /**
   * Stable error code from the body (`error`), e.g. `invalid_token`; `http_<status>` when absent,
   * `network_error` when no answer came.
   */
  readonly code: ApiErrorCode | 'network_error' | `http_${number}`;
  /** Validation messages in Spanish (`errors`), empty when absent. */
  readonly errors: string[];
  /** The whole parsed body (JSON object, text, or null). */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const fields: ErrorBody = typeof body === 'object' && body !== null ? body : {};
    super(typeof fields.message === 'string' && fields.message ? fields.message : fallbackMessage);
    this.status = status;
    this.code =
      typeof fields.error === 'string' && fields.error ? (fields.error as ApiErrorCode) : `http_${status}`;
    this.errors = Array.isArray(fields.errors)
      ? fields.errors.filter((e): e is string => typeof e === 'string')
      : [];
    this.body = body;
  }
}

/** An ApiError for a request that never got an answer (offline, server down, DNS). */
export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, {
    error: 'network_error',
    message: 'No se pudo conectar con el servidor. Revisa tu conexión e intenta de nuevo.',
  });
  return Object.assign(error, { cause });
}

/** Narrowing helper for `catch` blocks and TanStack Query's `error`. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
