import { limaToday } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { Database } from '../../platform/db/client.ts';
import { now } from '../../platform/runtime/clock.ts';
import { findRateInForce } from './exchange-rate-repository.ts';
import { setExchangeRate } from './set-exchange-rate.ts';

/**
 * At boot: when no rate was ever stored, stores EXCHANGE_RATE with today's date and source 'env', and
 * reprices every offer with it (offers written before, by the migration or the demo seed, used the default
 * 3.75). Once a rate exists the variable is ignored: an admin's rate must survive a restart. Returns whether
 * it stored one.
 */
export async function seedExchangeRate(db: Database, rate: number): Promise<boolean> {
  if (await findRateInForce(db)) return false;
  await setExchangeRate(db, { rate, date: limaToday(now()) }, { source: 'env', userId: null });
  return true;
}
