import type { ApiErrorCode } from '@inmuebles/shared/errors/error-codes';

/**
 * The one error type of the API. Every failure a client can see is an AppError with a stable code and a
 * Spanish message; the error handler turns it into `{ error, message, errors? }`.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ApiErrorCode,
    message: string,
    public readonly errors?: string[],
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Recurso no encontrado') => new AppError(404, 'not_found', message);
export const unauthorized = (message = 'Debes iniciar sesión para continuar') =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'No tienes permiso para realizar esta acción') =>
  new AppError(403, 'forbidden', message);
export const unprocessable = (errors: string[], message = 'Datos inválidos. Por favor, revisa los campos.') =>
  new AppError(422, 'validation_failed', message, errors);
export const badRequest = (
  message = 'Parámetros inválidos. Por favor, verifica los datos.',
  errors?: string[],
) => new AppError(400, 'bad_request', message, errors);
/** An upload over its size limit (the message names the limit of that kind of file). */
export const fileTooLarge = (message: string) => new AppError(413, 'file_too_large', message);
/** 409: the request collides with the state of what it names (already a member, already accepted...). */
export const conflict = (code: ApiErrorCode, message: string) => new AppError(409, code, message);

/** The body of an error answer sent without throwing (the error handler's own cases, plugins' 404s). */
export const errorBody = (error: ApiErrorCode, message: string, errors?: string[]) =>
  errors ? { error, message, errors } : { error, message };
