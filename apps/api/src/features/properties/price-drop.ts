import { PRICE_DROP_DAYS, type PriceDrop } from '@inmuebles/shared/properties/price-history';
import { sql, type SQL } from 'drizzle-orm';
import type { ListingOperation } from '@inmuebles/shared/properties/enums';
import { listings, offerPriceChanges, properties } from '../../platform/db/schema/index.ts';
import { now } from '../../platform/runtime/clock.ts';
import { firstOfLastLimaDays, limaDay } from '../../platform/runtime/lima-day.ts';
import type { CardListingRow } from './card-data.ts';

/*
 * "Bajó 8% el 12/11/2026" and "Bajaron de precio" (docs/product/price-and-mortgage.md §1): an active offer
 * whose latest price change lowered it on one of the last PRICE_DROP_DAYS calendar days of Peru, today
 * included. The badge and the filter read the same entries with the same window.
 */

/** The first day of the window, by the app's clock (which tests move). */
const windowStart = () => firstOfLastLimaDays(now(), PRICE_DROP_DAYS);

/** The card's badge: the most recent such drop among the offers it shows, or null. */
export function latestPriceDrop(offers: readonly CardListingRow[]): PriceDrop | null {
  const since = windowStart();
  let found: PriceDrop | null = null;
  for (const offer of offers) {
    if (offer.status !== 'active' || offer.latestChangedAt === null || offer.latestChangePercent === null)
      continue;
    const percent = Number(offer.latestChangePercent);
    const date = limaDay(offer.latestChangedAt);
    if (!(percent < 0) || date < since) continue;
    if (!found || date > found.date) found = { operation: offer.operation, percent: -percent, date };
  }
  return found;
}

/** The listing's filter, over `properties`: an active offer (of `operation` when given) as above. */
export function priceDroppedCondition(operation: ListingOperation | undefined): SQL {
  const since = windowStart();
  return sql`exists (select 1 from ${offerPriceChanges} c join ${listings} o on o.id = c.listing_id
    where o.property_id = ${properties}.id and o.status = 'active'
      ${operation ? sql`and o.operation = ${operation}` : sql``}
      and c.change_percent < 0
      and c.changed_at >= (${since}::date::timestamp at time zone 'America/Lima')
      and not exists (select 1 from ${offerPriceChanges} n where n.listing_id = c.listing_id and n.id > c.id))`;
}
