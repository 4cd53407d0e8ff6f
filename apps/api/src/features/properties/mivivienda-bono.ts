import { findBand } from '@inmuebles/shared/mortgage/mivivienda';
import type { MiViviendaYear } from '@inmuebles/shared/mortgage/mortgage-parameters-schema';
import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';
import type { CardListingRow } from './card-data.ts';

/**
 * The card's "Apto Crédito MiVivienda" (docs/product/price-and-mortgage.md §3): a home whose active sale
 * offer's amount in soles falls in a band of the year in force, with that band's bono; the same test as
 * the "Apto MiVivienda" filter.
 */
export function miviviendaBonoOf(
  propertyType: string,
  offers: readonly CardListingRow[],
  year: MiViviendaYear | null,
): PropertySummary['mivivienda'] {
  if (!year || propertyType !== 'residential') return null;
  const sale = offers.find((offer) => offer.operation === 'sale' && offer.status === 'active');
  const band = sale ? findBand(year.bands, Number(sale.pricePen)) : null;
  return band ? { bono: band.bono, year: year.year, decree: year.decree } : null;
}
