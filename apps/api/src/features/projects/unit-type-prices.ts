import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { projectUnitTypes } from '../../platform/db/schema/index.ts';
import { inSoles } from '../properties/public.ts';

/*
 * A unit type's price in soles (`project_unit_types.price_pen`, docs/product/projects.md §3), converted as
 * an offer's is (features/properties/offer-prices.ts): written with the price, and again for every dollar
 * price when the rate changes. The only writers of that column.
 */

/** The amount to store beside a price being written: its value in soles at the rate in force. */
export const unitTypePricePen = (priceFrom: string, currency: string): SQL =>
  inSoles(sql`${priceFrom}::numeric`, sql`${currency}::currency`);

/** After a new rate, in its transaction: every dollar price converted again. */
export async function reconvertUnitTypePrices(db: DbOrTx): Promise<void> {
  await db
    .update(projectUnitTypes)
    .set({ pricePen: inSoles(sql`${projectUnitTypes.priceFrom}`, sql`${projectUnitTypes.currency}`) })
    .where(sql`${projectUnitTypes.currency} = 'USD'`);
}
