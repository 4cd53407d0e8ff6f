/** One row of an import file, before any check: the user's row number and the exchange-shape object. */
export interface SourceRow {
  rowNumber: number;
  input: unknown;
}
