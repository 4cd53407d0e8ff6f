import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/*
 * Inventory imports (docs/product/imports.md). A run is created by the upload with every row already checked
 * (state 'preview'); confirming queues it, and a worker of any API process claims it and writes its rows one
 * transaction each, stamping `written_at`, so a run stopped half-way resumes with the rows not yet written.
 */

const IMPORT_RUN_STATES = ['preview', 'queued', 'running', 'done', 'cancelled', 'failed'] as const;
export type ImportRunState = (typeof IMPORT_RUN_STATES)[number];
const IMPORT_ROW_OUTCOMES = ['new', 'updated', 'unchanged', 'error'] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const importRuns = pgTable(
  'import_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The company's feed when the run is one of its syncs (no preview, no e-mail at the end). */
    feedId: integer('feed_id').references((): AnyPgColumn => importFeeds.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** json, csv or xlsx: what the bytes were, whatever the name said. */
    format: text('format').notNull(),
    state: text('state').$type<ImportRunState>().notNull().default('preview'),
    archiveMissing: boolean('archive_missing').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    newRows: integer('new_rows').notNull().default(0),
    updatedRows: integer('updated_rows').notNull().default(0),
    unchangedRows: integer('unchanged_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Progress: rows written of new + updated, properties archived. */
    writtenRows: integer('written_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    archivedRows: integer('archived_rows').notNull().default(0),
    /** Photos by address: to fetch, fetched (or already there), failed. */
    photosTotal: integer('photos_total').notNull().default(0),
    photosDone: integer('photos_done').notNull().default(0),
    photosFailed: integer('photos_failed').notNull().default(0),
    createdAt: createdAt(),
    confirmedAt: timestamptz('confirmed_at'),
    startedAt: timestamptz('started_at'),
    /**
     * Every row written and its photo jobs queued: the run then waits for its photos (import-photos.ts) and
     * its run jobs have nothing left to do (run-jobs.ts).
     */
    rowsFinishedAt: timestamptz('rows_finished_at'),
    finishedAt: timestamptz('finished_at'),
    failure: text('failure'),
  },
  (t) => [
    index('import_runs_company_idx').on(t.companyId, t.id),
    index('import_runs_state_idx').on(t.state),
    // One run queued or running per company: a second confirm is a 409.
    uniqueIndex('import_runs_one_active_per_company')
      .on(t.companyId)
      .where(sql`${t.state} in ('queued', 'running')`),
    check('import_runs_state_check', sql`${t.state} in (${inList(IMPORT_RUN_STATES)})`),
  ],
);

export const importRows = pgTable(
  'import_rows',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    /** The row as the user counts it: the spreadsheet's row number, the JSON item's position from 1. */
    rowNumber: integer('row_number').notNull(),
    referenceCode: text('reference_code'),
    outcome: text('outcome').$type<ImportRowOutcome>().notNull(),
    /** Spanish messages, each naming its column. */
    errors: jsonb('errors').$type<string[]>().notNull().default([]),
    /** What went wrong without stopping the row (a photo that could not be fetched). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** What the writer writes (the editor's validated bodies); null on a row with errors. */
    plan: jsonb('plan').$type<Record<string, unknown>>(),
    fingerprint: text('fingerprint'),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    writtenAt: timestamptz('written_at'),
    /** The row's photos fetched (or already there) and failed so far, by its photo job. */
    photosDone: integer('photos_done').notNull().default(0),
    photosFailed: integer('photos_failed').notNull().default(0),
    /** Its photo job ended: every photo fetched or reported as a warning. */
    photosSettledAt: timestamptz('photos_settled_at'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.rowNumber] }),
    index('import_rows_run_outcome_idx').on(t.runId, t.outcome),
    check('import_rows_outcome_check', sql`${t.outcome} in (${inList(IMPORT_ROW_OUTCOMES)})`),
  ],
);

export type ImportRun = typeof importRuns.$inferSelect;
export type ImportRow = typeof importRows.$inferSelect;

export const IMPORT_FEED_RESULTS = ['imported', 'not_modified', 'failed'] as const;
export type ImportFeedResult = (typeof IMPORT_FEED_RESULTS)[number];

/*
 * Feed sync (docs/product/imports.md, "Feed sync"): one feed URL per company, fetched every `period_hours`
 * with the validators of the last answer (ETag, Last-Modified). A fetch that brings a file becomes an import
 * run, confirmed at once; `next_fetch_at` is moved forward when a process claims the fetch, so the feed is
 * fetched once per period among all processes.
 */
export const importFeeds = pgTable(
  'import_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    /** Whose name the syncs write under (the editor's rules apply to them as to that user). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    periodHours: smallint('period_hours').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    nextFetchAt: timestamptz('next_fetch_at').notNull().defaultNow(),
    lastFetchAt: timestamptz('last_fetch_at'),
    lastResult: text('last_result').$type<ImportFeedResult>(),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('import_feeds_company_unique').on(t.companyId),
    index('import_feeds_next_fetch_idx').on(t.nextFetchAt),
    check('import_feeds_period_check', sql`${t.periodHours} in (1, 6, 24)`),
  ],
);

/**
 * How many successful syncs in a row a feed's property was missing from: at two it is archived; named again,
 * its row is removed.
 */
export const importFeedMisses = pgTable(
  'import_feed_misses',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => importFeeds.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    misses: integer('misses').notNull(),
    /** The last run that counted it, so a resumed run counts each property once. */
    lastRunId: integer('last_run_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.propertyId] })],
);

export type ImportFeed = typeof importFeeds.$inferSelect;
