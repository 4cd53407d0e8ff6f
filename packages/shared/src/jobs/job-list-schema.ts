import { z } from 'zod';

/*
 * The admin console's "Trabajos" tab (docs/product/imports.md, "Fotos"): the durable job queue's recent jobs
 * (GET /api/v1/admin/jobs: imports' rows and photos, feed syncs), every queue's or only the failed ones.
 */

export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

export const jobStateLabels: Record<JobState, string> = {
  created: 'En cola',
  retry: 'Por reintentar',
  active: 'En curso',
  completed: 'Terminado',
  cancelled: 'Cancelado',
  failed: 'Fallido',
};

/** Queue names as the console shows them. */
export const jobQueueLabels: Record<string, string> = {
  'import-runs': 'Filas de una importación',
  'import-photos': 'Fotos de una importación',
  'import-feeds': 'Sincronización de un feed',
};

export const jobListQuerySchema = z.object({
  estado: z.enum(['todos', 'fallidos'], { error: 'estado: usa «todos» o «fallidos»' }).default('todos'),
});

export const jobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(jobStates),
  /** Attempts made after the first, and how many the queue allows. */
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  data: z.record(z.string(), z.unknown()).nullable(),
  /** The last failure's message, when it failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});

export const jobListResponseSchema = z.object({ jobs: z.array(jobSchema) });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;
