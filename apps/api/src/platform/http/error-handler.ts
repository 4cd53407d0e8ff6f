import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { FaultError } from '../faults/fault-error.ts';
import { AppError, errorBody } from './errors.ts';
import { multipartFailure } from './multipart-body.ts';
import { describeValidationIssues } from './validation-messages.ts';

/**
 * The one error handler: every failure leaves as `{ error, message, errors? }`. Validation failures are
 * 422 with Spanish messages, unparseable bodies 400, and 5xx answers never carry internals.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { faultOf?: (err: unknown) => AppError | undefined } = {},
): void {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    // An outside fault (database unreachable, request timeout) becomes its own answer (faults/).
    const err = options.faultOf?.(caught) ?? caught;
    if (err instanceof AppError) {
      // A FaultError's incident has logged it once already.
      if (err.statusCode >= 500 && !(err instanceof FaultError)) {
        request.log.error({ err }, 'application error');
      }
      const retryAfter = err.extra?.retryAfterSeconds;
      if (typeof retryAfter === 'number') void reply.header('Retry-After', String(retryAfter));
      const extra = { ...err.extra };
      delete extra.retryAfterSeconds;
      return reply.status(err.statusCode).send({
        error: err.code,
        message: err.message,
        ...(err.errors ? { errors: err.errors } : {}),
        ...extra,
      });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .status(422)
        .send(
          errorBody(
            'validation_failed',
            'Datos inválidos. Por favor, revisa los campos.',
            describeValidationIssues(err.validation),
          ),
        );
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody('internal_error', 'Error interno del servidor'));
    }
    // Every multipart route lets the parser's errors through: a body that is not multipart is the client's.
    if (multipartFailure(err) === 'malformed') {
      return reply
        .status(400)
        .send(errorBody('invalid_multipart', 'El contenido enviado no es un formulario multipart válido.'));
    }
    const status = err.statusCode ?? 500;
    if (
      status === 413 ||
      err.code === 'FST_REQ_FILE_TOO_LARGE' ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ) {
      return reply
        .status(413)
        .send(errorBody('payload_too_large', 'El contenido enviado es demasiado grande'));
    }
    if (status === 415 || err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('unsupported_media_type', 'Tipo de contenido no soportado'));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(
          errorBody(
            'rate_limited',
            'Demasiadas solicitudes. Por favor, espera un momento e intenta de nuevo.',
          ),
        );
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send(errorBody('bad_request', 'Parámetros inválidos. Por favor, verifica los datos.'));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', 'Error interno del servidor'));
  });
}
