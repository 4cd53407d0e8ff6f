import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import {
  importRows,
  importRuns,
  users,
  type ImportRowOutcome,
  type ImportRun,
} from '../../../platform/db/schema/index.ts';
import type { ClassifiedRow } from '../preview/classify-rows.ts';

/** The rows of one run, inserted in chunks (a statement's parameters are bounded). */
const INSERT_CHUNK = 500;

export interface NewRun {
  companyId: number;
  userId: number;
  fileName: string;
  format: string;
  /** Set for a run of the company's feed sync. */
  feedId?: number;
}

/** Stores a checked file as a run in preview, with its rows and counts, in one transaction. */
export async function insertPreviewRun(
  db: DbOrTx,
  run: NewRun,
  rows: readonly ClassifiedRow[],
): Promise<ImportRun> {
  const tally = (outcome: ImportRowOutcome) => rows.filter((row) => row.outcome === outcome).length;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(importRuns)
      .values({
        ...run,
        totalRows: rows.length,
        newRows: tally('new'),
        updatedRows: tally('updated'),
        unchangedRows: tally('unchanged'),
        errorRows: tally('error'),
      })
      .returning();
    if (!created) throw new Error('import run not created');
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(importRows).values(
        rows.slice(start, start + INSERT_CHUNK).map((row) => ({
          runId: created.id,
          rowNumber: row.rowNumber,
          referenceCode: row.referenceCode,
          outcome: row.outcome,
          errors: row.errors,
          plan: row.plan as Record<string, unknown> | null,
          fingerprint: row.fingerprint,
          propertyId: row.propertyId,
        })),
      );
    }
    return created;
  });
}

/** A run with the name of who started it. */
const runColumns = {
  run: importRuns,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export type RunWithStarter = {
  run: ImportRun;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

export async function findRun(db: DbOrTx, id: number): Promise<RunWithStarter | undefined> {
  const [found] = await db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .where(eq(importRuns.id, id));
  return found;
}

/** The company's history, newest first (runs still in preview included: they can be confirmed). */
export async function listRuns(db: DbOrTx, companyId: number, limit = 50): Promise<RunWithStarter[]> {
  return db
    .select(runColumns)
    .from(importRuns)
    .leftJoin(users, eq(users.id, importRuns.userId))
    .where(eq(importRuns.companyId, companyId))
    .orderBy(desc(importRuns.id))
    .limit(limit);
}

/** One page of a run's rows, in file order, optionally one outcome only. */
export async function listRunRows(
  db: DbOrTx,
  runId: number,
  options: { page: number; perPage: number; outcome?: ImportRowOutcome },
) {
  const where = options.outcome
    ? and(eq(importRows.runId, runId), eq(importRows.outcome, options.outcome))
    : eq(importRows.runId, runId);
  const [total] = await db.select({ n: count() }).from(importRows).where(where);
  const rows = await db
    .select()
    .from(importRows)
    .where(where)
    .orderBy(asc(importRows.rowNumber))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return { rows, total: total?.n ?? 0 };
}

/** Every row with errors (the downloadable CSV), in file order. */
export async function listErrorRows(db: DbOrTx, runId: number) {
  return db
    .select({
      rowNumber: importRows.rowNumber,
      referenceCode: importRows.referenceCode,
      errors: importRows.errors,
    })
    .from(importRows)
    .where(and(eq(importRows.runId, runId), eq(importRows.outcome, 'error')))
    .orderBy(asc(importRows.rowNumber));
}
