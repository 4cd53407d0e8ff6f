import type { ExchangeRate } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { ExchangeRateRow } from '../../platform/db/schema/index.ts';

/** '3.7500' → '3.75', '3.7525' stays: the rate as people write it, never fewer than two decimals. */
function trimRate(rate: string): string {
  const [whole, decimals = ''] = rate.split('.');
  return `${whole}.${decimals.replace(/0+$/, '').padEnd(2, '0')}`;
}

export function presentExchangeRate(row: ExchangeRateRow): ExchangeRate {
  return { rate: trimRate(row.rate), date: row.date, source: row.source };
}
