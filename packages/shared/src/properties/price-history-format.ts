import { formatEsPeNumber } from '../format/es-pe-number.ts';
import type { PriceDrop } from './price-history.ts';

/*
 * The price history's words and numbers, apart from its schemas so that a screen showing a badge does not
 * download the validation library with it.
 */

/** A calendar day 'YYYY-MM-DD' as Peru writes it, '12/11/2026'. */
export function formatDay(isoDay: string): string {
  const [year, month, date] = isoDay.split('-');
  return `${date}/${month}/${year}`;
}

/** A change in percent for people: whole when 1 or more ('8%'), else one decimal ('0.5%'). */
export function formatPercent(value: number): string {
  const size = Math.abs(value);
  return `${formatEsPeNumber(size, size >= 1 ? 0 : 1)}%`;
}

/** The badge of a recent drop: 'Bajó 8% el 12/11/2026'. */
export function priceDropText(drop: Pick<PriceDrop, 'percent' | 'date'>): string {
  return `Bajó ${formatPercent(drop.percent)} el ${formatDay(drop.date)}`;
}
