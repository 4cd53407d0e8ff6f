/* Numbers as the API's numeric columns travel: as numbers, or as their decimal text. */

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or its decimal text ('350000.00': numeric columns travel as text); anything else is undefined. */
export function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return NUMERIC_TEXT.test(value) ? Number(value) : undefined;
}
