import { z } from 'zod';

/*
 * The one USD→PEN exchange rate (docs/product/offers-and-search.md, "Exchange rate"): `GET /exchange_rate`
 * (public) and `PUT /exchange_rate` (admins). Every price filter, price sort and "≈ S/" amount uses the rate
 * in force, which is the latest one stored.
 */

export const exchangeRateSources = ['admin', 'env'] as const;
export type ExchangeRateSource = (typeof exchangeRateSources)[number];

/** The rate used when neither an admin nor EXCHANGE_RATE set one (soles per dollar). */
export const DEFAULT_EXCHANGE_RATE = 3.75;

/** Exclusive bounds of a rate: 0 < rate < 100 soles per dollar. */
export const ExchangeRateLimits = { min: 0, max: 100 } as const;

export const exchangeRateMessages = {
  missingBody: 'Faltan los datos del tipo de cambio',
  invalidRate: 'El tipo de cambio debe ser un número mayor que 0 y menor que 100',
  invalidDate: 'La fecha del tipo de cambio debe ser una fecha válida (AAAA-MM-DD)',
  futureDate: 'La fecha del tipo de cambio no puede ser futura',
} as const;

const M = exchangeRateMessages;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar date that exists ('2026-02-30' does not). */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in Peru (UTC-5, no daylight saving), 'YYYY-MM-DD': the latest date a rate may carry. */
export function limaToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 5 * 3_600_000).toISOString().slice(0, 10);
}

const NUMERIC_TEXT = /^\s*\d+(\.\d+)?\s*$/;

/**
 * `PUT /exchange_rate` body. The rate as a number or decimal text, at most 4 decimals kept; the date a real
 * calendar date. The server also refuses a date after today in Peru (`futureDate`), by its own clock.
 */
export const exchangeRateWriteBodySchema = z.strictObject(
  {
    rate: z.union([z.number(), z.string()], { error: M.invalidRate }).transform((value, ctx) => {
      const number =
        typeof value === 'number' ? value : NUMERIC_TEXT.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number) || number <= ExchangeRateLimits.min || number >= ExchangeRateLimits.max) {
        ctx.addIssue({ code: 'custom', message: M.invalidRate });
        return z.NEVER;
      }
      return Math.round(number * 10_000) / 10_000;
    }),
    date: z.string({ error: M.invalidDate }).trim().refine(isRealDate, { message: M.invalidDate }),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Campo no permitido: ${issue.keys.join(', ')}`;
      return issue.code === 'invalid_type' ? M.missingBody : undefined;
    },
  },
);
export type ExchangeRateWriteBody = z.input<typeof exchangeRateWriteBodySchema>;
export type ExchangeRateWrite = z.output<typeof exchangeRateWriteBodySchema>;

/** The rate in force: '3.75' soles per dollar, the date it applies from ('2026-11-20') and who set it. */
export const exchangeRateSchema = z.object({
  rate: z.string().regex(/^\d+(\.\d+)?$/),
  date: z.iso.date(),
  source: z.enum(exchangeRateSources),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** `GET /exchange_rate` and `PUT /exchange_rate`. */
export const exchangeRateResponseSchema = z.object({ exchange_rate: exchangeRateSchema });
export type ExchangeRateResponse = z.infer<typeof exchangeRateResponseSchema>;
