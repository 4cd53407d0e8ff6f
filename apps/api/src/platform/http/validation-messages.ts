import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/**
 * Turns schema-validation issues into the Spanish strings of an `errors` array. Schemas carry their own
 * Spanish messages; the field path is prefixed so a client can tell which field failed.
 */
export function describeValidationIssues(issues: FastifySchemaValidationError[]): string[] {
  return issues.map((issue) => {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const message = issue.message ?? 'Valor inválido';
    return path ? `${path}: ${message}` : message;
  });
}
