import { z } from 'zod';
import { databaseIdQueryField } from '../ids/database-id.ts';

/*
 * The answers of the import calls (docs/product/imports.md): a run with its counts and progress, the rows
 * of its preview, and the history. Also the query and body of the calls that take one.
 */

const importRunStates = ['preview', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
type ImportRunStateName = (typeof importRunStates)[number];
export const importRunStateLabels: Record<ImportRunStateName, string> = {
  preview: 'Vista previa',
  queued: 'En cola',
  running: 'Importando',
  done: 'Terminada',
  cancelled: 'Cancelada',
  failed: 'Fallida',
};

export const importRowOutcomes = ['new', 'updated', 'unchanged', 'error'] as const;
export type ImportRowOutcomeName = (typeof importRowOutcomes)[number];
export const importRowOutcomeLabels: Record<ImportRowOutcomeName, string> = {
  new: 'Nuevo',
  updated: 'Actualizado',
  unchanged: 'Sin cambios',
  error: 'Con errores',
};

const importRunSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  file_name: z.string(),
  format: z.string(),
  state: z.enum(importRunStates),
  archive_missing: z.boolean(),
  counts: z.object({
    total: z.number(),
    new: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    errors: z.number(),
  }),
  /** Rows written (or failed) of the rows to write, and properties archived. */
  progress: z.object({
    to_write: z.number(),
    written: z.number(),
    failed: z.number(),
    archived: z.number(),
    photos_total: z.number(),
    photos_done: z.number(),
    photos_failed: z.number(),
  }),
  started_by: z.string().nullable(),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  failure: z.string().nullable(),
});
export type ImportRunView = z.infer<typeof importRunSchema>;

export const importRunResponseSchema = z.object({ import: importRunSchema });
export type ImportRunResponse = z.infer<typeof importRunResponseSchema>;

export const importRunListResponseSchema = z.object({ imports: z.array(importRunSchema) });
export type ImportRunListResponse = z.infer<typeof importRunListResponseSchema>;

const importRowSchema = z.object({
  row_number: z.number(),
  reference_code: z.string().nullable(),
  outcome: z.enum(importRowOutcomes),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  property_id: z.number().nullable(),
  written: z.boolean(),
});
export type ImportRowView = z.infer<typeof importRowSchema>;

export const importRowsResponseSchema = z.object({
  rows: z.array(importRowSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type ImportRowsResponse = z.infer<typeof importRowsResponseSchema>;

const pageMessage = 'La página debe ser un número entero mayor o igual a 1';

/** `GET /imports/{id}/rows`: a page of the preview, optionally one outcome only. */
export const importRowsQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageMessage })
    .int(pageMessage)
    .min(1, pageMessage)
    .max(1000, pageMessage)
    .default(1),
  outcome: z
    .enum(importRowOutcomes, { error: 'Estado de fila no válido (new, updated, unchanged o error)' })
    .optional(),
});

/** `GET /imports`: an admin names the company; a member always sees their own. */
export const importListQuerySchema = z.object({
  company_id: databaseIdQueryField('Empresa no válida').optional(),
});

/** `POST /imports/{id}/confirm`. */
export const importConfirmBodySchema = z.strictObject(
  {
    archive_missing: z.boolean({ error: 'archive_missing debe ser true o false' }).default(false),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Campo no permitido: ${issue.keys.join(', ')}` : undefined,
  },
);
