import { unitFieldKey, type FieldErrors } from './validate-project';

/*
 * The API's 422 messages name their field ('project.delivery_year: La fecha...', 'unit_type.price_from:
 * El precio...'); the editor shows each under its input and keeps the rest in a notice above the form.
 */

const fieldMessage = /^(project|unit_type)\.([a-z_]+)(?:\.\d+)?: (.+)$/s;

export interface MappedErrors {
  fields: FieldErrors;
  /** Messages that name no field on screen. */
  general: string[];
}

/**
 * Sorts the server's messages: a project's field by its name, a unit type's under `rowKey` (the row whose
 * call failed); others stay general.
 */
export function mapServerErrors(messages: readonly string[], rowKey?: string): MappedErrors {
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const message of messages) {
    const match = fieldMessage.exec(message);
    const [, scope, field, text] = match ?? [];
    if (scope === 'project' && field && text && !(field in fields)) fields[field] = text;
    else if (scope === 'unit_type' && field && text && rowKey) fields[unitFieldKey(rowKey, field)] = text;
    else general.push(message);
  }
  return { fields, general };
}
