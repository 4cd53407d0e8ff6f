/*
 * The downloadable list of a run's errors. A cell that a spreadsheet would run as a formula (starting with
 * =, +, -, @, a tab or a carriage return) is written with a leading apostrophe: the text comes from the
 * uploaded file, and opening the report must not execute what someone put in it.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, quoted when it holds a separator, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[";\n\r,]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The file: a BOM (so Excel reads UTF-8), a header and one line per error, CRLF-terminated. */
export function errorsCsv(
  rows: readonly { rowNumber: number; referenceCode: string | null; errors: string[] }[],
): string {
  const lines = [['Fila', 'Código de referencia', 'Error'].join(',')];
  for (const row of rows) {
    for (const error of row.errors) {
      lines.push([csvCell(row.rowNumber), csvCell(row.referenceCode), csvCell(error)].join(','));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
