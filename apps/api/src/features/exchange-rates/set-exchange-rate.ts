import {
  exchangeRateMessages,
  limaToday,
  type ExchangeRateSource,
  type ExchangeRateWrite,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { exchangeRates, type ExchangeRateRow } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { unprocessable } from '../../platform/http/errors.ts';
import { reconvertUnitTypePrices } from '../projects/public.ts';
import { forgetAllMedians, reconvertAllPrices } from '../properties/public.ts';

/** Advisory lock key of a rate change (any constant no other lock of the app uses). */
const EXCHANGE_RATE_LOCK_KEY = 7_140_514;

/**
 * Stores a new rate and reprices with it, in one transaction: every dollar offer's amount in soles, the
 * properties' copied amounts, the dollar unit types' amounts and the cached medians
 * (docs/product/offers-and-search.md §2). A reader sees either the old rate with the old amounts or the new
 * with the new; the next search already uses it.
 */
export async function setExchangeRate(
  db: Database,
  input: ExchangeRateWrite,
  by: { source: ExchangeRateSource; userId: number | null },
): Promise<ExchangeRateRow> {
  if (input.date > limaToday(now())) throw unprocessable([`date: ${exchangeRateMessages.futureDate}`]);
  return db.transaction(async (tx) => {
    // One rate change at a time (two would rewrite the same rows in different orders), and no statement
    // timeout for this one: repricing a catalogue of 100,000 properties rewrites most of them, which takes
    // longer than DB_STATEMENT_TIMEOUT_MS allows a request's query (README, "Environment variables").
    await tx.execute(sql`select pg_advisory_xact_lock(${EXCHANGE_RATE_LOCK_KEY})`);
    await tx.execute(sql`set local statement_timeout = 0`);
    const [row] = await tx
      .insert(exchangeRates)
      .values({ rate: String(input.rate), date: input.date, source: by.source, createdById: by.userId })
      .returning();
    await reconvertAllPrices(tx);
    await reconvertUnitTypePrices(tx);
    await forgetAllMedians(tx);
    return row!;
  });
}
