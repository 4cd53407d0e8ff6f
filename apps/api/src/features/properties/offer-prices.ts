import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_EXCHANGE_RATE } from '@inmuebles/shared/exchange-rates/exchange-rate-schema';
import type { DbOrTx } from '../../platform/db/client.ts';
import { exchangeRates, listings, properties } from '../../platform/db/schema/index.ts';

/*
 * Prices in soles (docs/product/offers-and-search.md §2-3). Every offer stores its price converted at the
 * rate in force (`listings.price_pen`), and every property copies the amounts its search reads
 * (`sale_price_pen`, `rent_price_pen`, `main_price_pen`), so the price filters and sorts are plain indexed
 * comparisons. These statements are the only writers of those columns: on an offer's write, on a property's
 * price change, and for every row at once when the rate changes.
 */

/**
 * The rate in force (the latest), as SQL. The default only applies before the boot seed stored one (the
 * seed and bench scripts, which write offers before any server started); the boot seed then recomputes
 * every amount with the configured rate (features/exchange-rates/seed-exchange-rate.ts).
 */
export const rateInForce: SQL = sql`coalesce((select ${exchangeRates.rate} from ${exchangeRates}
  order by ${exchangeRates.date} desc, ${exchangeRates.id} desc limit 1), ${sql.raw(String(DEFAULT_EXCHANGE_RATE))})`;

/** An amount in soles: PEN as is, USD at the rate in force, rounded to the cent; null for EUR (no rate). */
export const inSoles = (price: SQL | typeof listings.price, currency: SQL | typeof listings.currency): SQL =>
  sql`round(${price} * (case ${currency} when 'PEN' then 1 when 'USD' then ${rateInForce} end), 2)`;

/**
 * Converts the offers matching `where` (a condition over `l`, the listings row) again: for rows written
 * in bulk (the demo seed), whose insert cannot carry the SQL expression.
 */
export async function repriceOffers(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(
    sql`update ${listings} l set price_pen = ${inSoles(sql`l.price`, sql`l.currency`)} where ${where}`,
  );
}

/**
 * Recomputes the copied amounts of the properties matching `where` (a condition over `p`, the properties
 * row): the active sale and rent offers' prices, and the main price (sale, else rent, else the property's
 * own price converted). One grouped join, so a single property and the whole catalogue (a new rate, the
 * benchmark's load) take the same statement.
 */
export async function refreshPropertyPrices(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(sql`update ${properties} t set
    sale_price_pen = o.sale, rent_price_pen = o.rent,
    main_price_pen = coalesce(o.sale, o.rent, ${inSoles(sql`t.price`, sql`t.currency`)})
    from (
      select p.id,
        max(l.price_pen) filter (where l.operation = 'sale') as sale,
        max(l.price_pen) filter (where l.operation = 'rent') as rent
      from ${properties} p left join ${listings} l on l.property_id = p.id and l.status = 'active'
      where ${where}
      group by p.id
    ) o
    where t.id = o.id
      -- A row whose amounts stay the same is not rewritten (each rewrite updates every index of the table).
      and (t.sale_price_pen is distinct from o.sale or t.rent_price_pen is distinct from o.rent
        or t.main_price_pen is distinct from coalesce(o.sale, o.rent, ${inSoles(sql`t.price`, sql`t.currency`)}))`);
}

/** One property's copied amounts, after its offers or its own price changed. */
export const refreshPropertyPricesOf = (db: DbOrTx, propertyId: number) =>
  refreshPropertyPrices(db, sql`p.id = ${propertyId}`);

/**
 * After a new rate: every dollar offer converted again in one statement, then every property whose amounts
 * could depend on dollars. Run in the transaction that stores the rate, so no reader sees half of it.
 */
export async function reconvertAllPrices(db: DbOrTx): Promise<void> {
  await db.execute(sql`update ${listings} set price_pen = ${inSoles(sql`price`, sql`currency`)}
    where currency = 'USD'`);
  await refreshPropertyPrices(
    db,
    sql`(p.currency = 'USD' or exists (select 1 from listings u where u.property_id = p.id and u.currency = 'USD'))`,
  );
}
