import { formatEsPeNumber } from '@inmuebles/shared/format/es-pe-number';

const prefixes = { PEN: 'S/', USD: 'US$' } as const;

/** An amount with its cents, as a monthly payment reads: 'S/ 1,110.76', 'US$ 296.20'. */
export function formatMoney(value: number, currency: 'PEN' | 'USD'): string {
  return `${prefixes[currency]}\u00a0${formatEsPeNumber(Math.max(0, value), 2, 2)}`;
}
