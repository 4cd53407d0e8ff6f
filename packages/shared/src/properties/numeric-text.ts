import { z } from 'zod';

/* Numbers as the API's numeric columns travel: as numbers, or as their decimal text. */

const NUMERIC_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/** A number, or its decimal text ('350000.00': numeric columns travel as text); anything else is undefined. */
export function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return NUMERIC_TEXT.test(value) ? Number(value) : undefined;
}

/**
 * An amount field of a body (price, area, fee): a number or its decimal text, at least 0 (above 0 when
 * `positive`) and at most `max`. `required` answers a missing value or one of another type (default
 * `invalid`).
 */
export function amountField(
  messages: { invalid: string; tooHigh: string; required?: string },
  max: number,
  { positive = false }: { positive?: boolean } = {},
) {
  return z
    .union([z.number(), z.string()], { error: messages.required ?? messages.invalid })
    .transform((value, ctx) => {
      const number = toNumber(value);
      if (number === undefined || number < 0 || (positive && number === 0)) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      if (number > max) {
        ctx.addIssue({ code: 'custom', message: messages.tooHigh });
        return z.NEVER;
      }
      return number;
    });
}
