import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { miviviendaBands, miviviendaYears } from '../../platform/db/schema/index.ts';
import { currentLimaYear } from './mivivienda-repository.ts';

/**
 * "Apto MiVivienda" as SQL (docs/product/price-and-mortgage.md §3): a price in soles within the bands of the
 * year in force. The bands leave no gap (checked on every write), so being in one of them is being
 * between the lowest band's lower price and the highest one's upper price.
 */
export function withinMiViviendaBands(pricePen: AnyPgColumn | SQL): SQL {
  const year = sql`(select max(${miviviendaYears.year}) from ${miviviendaYears}
    where ${miviviendaYears.year} <= ${currentLimaYear()})`;
  return sql`${pricePen} between
    (select min(${miviviendaBands.priceFrom}) from ${miviviendaBands} where ${miviviendaBands.year} = ${year})
    and (select max(${miviviendaBands.priceTo}) from ${miviviendaBands} where ${miviviendaBands.year} = ${year})`;
}
