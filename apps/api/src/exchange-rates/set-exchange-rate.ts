import {
  exchangeRateMessages,
  limaToday,
  type ExchangeRateSource,
  type ExchangeRateWrite,
} from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { Database } from '../db/client.ts';
import { exchangeRates, type ExchangeRateRow } from '../db/schema/index.ts';
import { now } from '../lib/clock.ts';
import { unprocessable } from '../lib/errors.ts';
import { forgetAllMedians } from '../properties/price-comparison-cache.ts';
import { reconvertAllPrices } from '../properties/offer-prices.ts';

/**
 * Stores a new rate and reprices with it, in one transaction: every dollar offer's amount in soles, the
 * properties' copied amounts and the cached medians (docs/product/offers-and-search.md §2). A reader sees
 * either the old rate with the old amounts or the new with the new; the next search already uses it.
 */
export async function setExchangeRate(
  db: Database,
  input: ExchangeRateWrite,
  by: { source: ExchangeRateSource; userId: number | null },
): Promise<ExchangeRateRow> {
  if (input.date > limaToday(now())) throw unprocessable([`date: ${exchangeRateMessages.futureDate}`]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ rate: String(input.rate), date: input.date, source: by.source, createdById: by.userId })
      .returning();
    await reconvertAllPrices(tx);
    await forgetAllMedians(tx);
    return row!;
  });
}
