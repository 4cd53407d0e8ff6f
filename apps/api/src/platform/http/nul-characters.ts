import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { AppError } from './errors.ts';

/*
 * PostgreSQL refuses the NUL character (U+0000) in text and jsonb, so a value carrying one would reach the
 * database and fail there as a 500. The path is screened as soon as the route is known (some routes load
 * their resource in a hook, before validation), body and query when validated, before their own schema
 * runs; the answer names each offending field.
 */

const NUL_MESSAGE = 'no puede contener el carácter nulo (\\u0000)';

const MAX_DEPTH = 32;

/** The dotted paths of every string (or object key) containing U+0000 in a parsed value. */
function nulPaths(value: unknown, prefix = '', depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [prefix || 'valor'] : [];
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return [];
  const found: string[] = [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (key.includes('\u0000')) found.push(path.replaceAll('\u0000', '\\u0000'));
    else found.push(...nulPaths(item, path, depth + 1));
  }
  return found;
}

/** 400 for a path segment (a malformed address), 422 for a body or query field, like other validation. */
function nulCharacterError(part: 'params' | 'field', paths: string[]): AppError {
  const errors = paths.map((path) => `${path}: ${NUL_MESSAGE}`);
  return part === 'params'
    ? new AppError(400, 'bad_request', 'La dirección contiene un carácter no válido.', errors)
    : new AppError(422, 'validation_failed', 'Datos inválidos. Por favor, revisa los campos.', errors);
}

/** Throws the 422 when a value parsed outside a route schema (multipart text fields) carries a NUL. */
export function assertNoNul(value: unknown): void {
  const paths = nulPaths(value);
  if (paths.length > 0) throw nulCharacterError('field', paths);
}

/** Wraps the schema validator so that every validated part is screened for NUL characters first. */
export function screeningNul<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compiler(route);
    return (data) => {
      const paths = nulPaths(data);
      if (paths.length === 0) return validate(data);
      return { error: nulCharacterError(route.httpPart === 'params' ? 'params' : 'field', paths) };
    };
  };
}

/** An onRequest hook (routing is done by then): a path segment with a NUL is a malformed address. */
export async function rejectNulInPath(request: FastifyRequest): Promise<void> {
  const paths = nulPaths(request.params);
  if (paths.length > 0) throw nulCharacterError('params', paths);
}
