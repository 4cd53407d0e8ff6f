import type { ApiErrorCode } from '@inmuebles/shared/errors/error-codes';
import { AppError } from '../http/errors.ts';

/**
 * A 5xx caused by an outside fault that its Incident already logged (once per incident): the error handler
 * answers it without logging each request again.
 */
export class FaultError extends AppError {
  constructor(statusCode: number, code: ApiErrorCode, message: string, retryAfterSeconds?: number) {
    super(statusCode, code, message, undefined, retryAfterSeconds ? { retryAfterSeconds } : undefined);
    this.name = 'FaultError';
  }
}
