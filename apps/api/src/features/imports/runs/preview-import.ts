import { ImportLimits, importFileMessages } from '@inmuebles/shared/imports/import-limits';
import type { Database } from '../../../platform/db/client.ts';
import type { ImportRun } from '../../../platform/db/schema/index.ts';
import { AppError, unprocessable } from '../../../platform/http/errors.ts';
import { now } from '../../../platform/runtime/clock.ts';
import { limaDay } from '../../../platform/runtime/lima-day.ts';
import { classifyRows } from '../preview/classify-rows.ts';
import { readImportFile } from '../read/read-import-file.ts';
import type { SourceRow } from '../read/source-row.ts';
import { insertPreviewRun } from './runs-repository.ts';

/**
 * An uploaded file (stored at `path`) read, every row checked and compared, and kept as a run in preview:
 * nothing is written to the catalogue until the run is confirmed. 413 past the row limit, 422 for a file
 * that is empty or not what an import reads.
 */
export async function previewImportFile(
  db: Database,
  starter: { userId: number; companyId: number },
  file: { path: string; name: string },
  source: { feedId?: number } = {},
): Promise<ImportRun> {
  const { format, rows } = await readImportFile(file.path);
  const collected: SourceRow[] = [];
  for await (const row of rows) {
    if (collected.length >= ImportLimits.maxRows) {
      throw new AppError(413, 'too_many_rows', importFileMessages.tooManyRows);
    }
    collected.push(row);
  }
  if (collected.length === 0)
    throw unprocessable([importFileMessages.emptyFile], importFileMessages.emptyFile);
  const checked = await classifyRows(db, starter.companyId, collected, limaDay(now()));
  return insertPreviewRun(
    db,
    { ...starter, ...source, fileName: file.name.slice(0, 200) || 'archivo', format },
    checked,
  );
}
