import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { exchangeRates, type ExchangeRateRow } from '../../platform/db/schema/index.ts';

/** The rate in force: the latest by date, then the latest stored for that date. */
export async function findRateInForce(db: DbOrTx): Promise<ExchangeRateRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.date), desc(exchangeRates.id))
    .limit(1);
  return row;
}
