import type { ImportRowView, ImportRunView } from '@inmuebles/shared/imports/import-run-schema';
import type { ImportRow } from '../../platform/db/schema/index.ts';
import type { RunWithStarter } from './runs/runs-repository.ts';

/** A run as the import calls answer it: counts, progress and who started it. */
export function presentRun({ run, firstName, lastName, email }: RunWithStarter): ImportRunView {
  const name = [firstName, lastName].filter(Boolean).join(' ') || email;
  const end = run.finishedAt ?? null;
  const start = run.startedAt ?? run.confirmedAt ?? null;
  return {
    id: run.id,
    company_id: run.companyId,
    file_name: run.fileName,
    format: run.format,
    state: run.state,
    archive_missing: run.archiveMissing,
    counts: {
      total: run.totalRows,
      new: run.newRows,
      updated: run.updatedRows,
      unchanged: run.unchangedRows,
      errors: run.errorRows,
    },
    progress: {
      to_write: run.newRows + run.updatedRows,
      written: run.writtenRows,
      failed: run.failedRows,
      archived: run.archivedRows,
      photos_total: run.photosTotal,
      photos_done: run.photosDone,
      photos_failed: run.photosFailed,
    },
    started_by: name ?? null,
    created_at: run.createdAt.toISOString(),
    confirmed_at: run.confirmedAt?.toISOString() ?? null,
    finished_at: end?.toISOString() ?? null,
    duration_seconds: end && start ? Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000)) : null,
    failure: run.failure,
  };
}

export function presentRow(row: ImportRow): ImportRowView {
  return {
    row_number: row.rowNumber,
    reference_code: row.referenceCode,
    outcome: row.outcome,
    errors: row.errors,
    warnings: row.warnings,
    property_id: row.propertyId,
    written: row.writtenAt !== null,
  };
}
