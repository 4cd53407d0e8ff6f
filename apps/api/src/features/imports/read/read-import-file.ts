import { detectImportFormat, type ImportFormat } from './detect-format.ts';
import { readCsvRows } from './read-csv.ts';
import { readJsonRows } from './read-json.ts';
import { readXlsxRows } from './read-xlsx.ts';
import type { SourceRow } from './source-row.ts';

/** The rows of a stored upload or a fetched feed, whatever its format (detected from its bytes). */
export async function readImportFile(
  path: string,
): Promise<{ format: ImportFormat; rows: AsyncIterable<SourceRow> }> {
  const format = await detectImportFormat(path);
  return { format, rows: readers[format](path) };
}

const readers: Record<ImportFormat, (path: string) => AsyncIterable<SourceRow>> = {
  json: readJsonRows,
  csv: readCsvRows,
  xlsx: readXlsxRows,
};
