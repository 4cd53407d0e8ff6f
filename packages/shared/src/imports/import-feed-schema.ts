import { z } from 'zod';
import { databaseIdField } from '../ids/database-id.ts';

/*
 * Feed sync (docs/product/imports.md, "Feed sync"): the body that registers a company's feed and the answer
 * that shows it, with the Spanish messages of both sides.
 */

export const importFeedPeriods = [1, 6, 24] as const;
export type ImportFeedPeriod = (typeof importFeedPeriods)[number];

export const importFeedPeriodLabels: Record<ImportFeedPeriod, string> = {
  1: 'Cada hora',
  6: 'Cada 6 horas',
  24: 'Cada 24 horas',
};

const importFeedResults = ['imported', 'not_modified', 'failed'] as const;
export const importFeedResultLabels: Record<(typeof importFeedResults)[number], string> = {
  imported: 'Importado',
  not_modified: 'Sin cambios desde la última lectura',
  failed: 'Falló',
};

/** Failed fetches in a row after which the company's administrators get an e-mail. */
export const IMPORT_FEED_FAILURES_TO_WARN = 3;
/** Successful syncs in a row a listing must be missing from before it is archived. */
export const IMPORT_FEED_MISSES_TO_ARCHIVE = 2;

export const importFeedMessages = {
  badUrl: 'Escribe una dirección que empiece por http:// o https://',
  longUrl: 'La dirección es demasiado larga (máximo 2000 caracteres)',
  badPeriod: 'Elige cada 1, 6 o 24 horas',
  notFound: 'Esta empresa no tiene un feed registrado',
} as const;

/** An http or https address with a host; the server's fetch guard checks where it really points. */
const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value);

/** PUT /import_feed. */
export const importFeedBodySchema = z.object({
  url: z
    .string({ error: importFeedMessages.badUrl })
    .trim()
    .max(2000, importFeedMessages.longUrl)
    .refine(isHttpUrl, importFeedMessages.badUrl),
  period_hours: z.union(
    importFeedPeriods.map((period) => z.literal(period)),
    { error: importFeedMessages.badPeriod },
  ),
  /** Admins only: the company whose feed it is. */
  company_id: databaseIdField('Empresa no válida').optional(),
});
export type ImportFeedBody = z.infer<typeof importFeedBodySchema>;

export const importFeedSchema = z.object({
  id: z.number(),
  company_id: z.number(),
  url: z.string(),
  period_hours: z.number(),
  last_fetch_at: z.string().nullable(),
  last_result: z.enum(importFeedResults).nullable(),
  last_error: z.string().nullable(),
  consecutive_failures: z.number(),
  next_fetch_at: z.string(),
  /** The run of the last fetch that brought a file (its report is the import's page). */
  last_run_id: z.number().nullable(),
});
export type ImportFeedView = z.infer<typeof importFeedSchema>;

export const importFeedResponseSchema = z.object({ feed: importFeedSchema.nullable() });

/** The admin console's list: every company's feed with the company's name. */
export const importFeedListResponseSchema = z.object({
  feeds: z.array(importFeedSchema.extend({ company_name: z.string() })),
});
export type ImportFeedResponse = z.infer<typeof importFeedResponseSchema>;
