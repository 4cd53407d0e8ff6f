import ExcelJS from 'exceljs';
import { importFileMessages } from '@inmuebles/shared/imports/import-limits';
import { AppError, unprocessable } from '../../../platform/http/errors.ts';
import { readHeader, type SheetColumn } from './sheet-columns.ts';
import { sheetRowToListing, type CellValue } from './sheet-row.ts';
import type { SourceRow } from './source-row.ts';

/*
 * An XLSX read row by row with exceljs's streaming reader (the workbook is never loaded whole); the archive
 * was already inflated once within limits (zip-guard.ts). Only the first sheet is read: the template's second
 * sheet lists the allowed values. A formula is never evaluated: its value is the one Excel saved with it.
 */

type RawCell = ExcelJS.CellValue | undefined;

/** A cell as the row mapper reads it: rich text joined, a link's text, a formula's saved result. */
function cellValue(raw: RawCell): CellValue {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' || raw instanceof Date)
    return raw;
  if ('richText' in raw) return raw.richText.map((part) => part.text).join('');
  if ('formula' in raw || 'sharedFormula' in raw) return cellValue((raw as { result?: RawCell }).result);
  if ('text' in raw && typeof raw.text === 'string') return raw.text;
  // An error cell (#N/A, #DIV/0!) holds no value.
  return null;
}

/** exceljs numbers the cells from 1, leaving holes for empty ones. */
const cellsOf = (values: RawCell[] | Record<string, RawCell>): CellValue[] =>
  Array.isArray(values) ? values.slice(1).map(cellValue) : [];

export async function* readXlsxRows(path: string): AsyncGenerator<SourceRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  let first = true;
  try {
    for await (const worksheet of workbook) {
      let columns: SheetColumn[] | undefined;
      for await (const row of worksheet) {
        if (!first) continue;
        const cells = cellsOf(row.values as RawCell[]);
        if (!columns) {
          columns = readHeader(cells.map((cell) => (cell === null ? '' : String(cell))));
          continue;
        }
        const input = sheetRowToListing(columns, cells);
        if (input) yield { rowNumber: row.number, input };
      }
      if (first && !columns)
        throw unprocessable([importFileMessages.emptyFile], importFileMessages.emptyFile);
      first = false;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unprocessable([importFileMessages.badWorkbook], importFileMessages.badWorkbook);
  }
}
