import { formatPrice } from '../properties/format.ts';

/*
 * Nuevo Crédito MiVivienda's price bands and Bono del Buen Pagador amounts (docs/product/price-and-mortgage.md
 * §3). The admin keeps one set per year with the decree that set it; a band covers the prices above its
 * lower bound up to its upper bound, both in soles, and the lowest band includes its lower bound too
 * ("de S/ 68,800 a S/ 98,100", then "más de S/ 98,100 a S/ 146,900"...).
 */

export interface MiViviendaBand {
  price_from: number;
  price_to: number;
  bono: number;
}

/** The band a price in soles falls in, or null outside every band (the bands leave no gap, so one lookup). */
export function findBand<T extends MiViviendaBand>(bands: readonly T[], pricePen: number): T | null {
  if (!Number.isFinite(pricePen)) return null;
  const sorted = [...bands].sort((a, b) => a.price_from - b.price_from);
  const lowest = sorted[0];
  if (!lowest || pricePen < lowest.price_from) return null;
  return sorted.find((band) => pricePen <= band.price_to) ?? null;
}

/** One problem of a set of bands: the field it concerns ('bands.1.price_from') and the Spanish message. */
export interface BandIssue {
  path: (string | number)[];
  message: string;
}

const soles = (value: number) => formatPrice(value, 'PEN');

/**
 * What is wrong with a year's bands, each naming its field: a band whose upper bound is not above its lower
 * one, a bono larger than the band's lower price, and bands (in the order given, lowest first) that overlap
 * or leave a gap between them.
 */
export function bandIssues(bands: readonly MiViviendaBand[]): BandIssue[] {
  const issues: BandIssue[] = [];
  bands.forEach((band, index) => {
    if (band.price_to <= band.price_from)
      issues.push({
        path: ['bands', index, 'price_to'],
        message: 'El precio máximo del tramo debe ser mayor que su precio mínimo',
      });
    if (band.bono > band.price_from)
      issues.push({
        path: ['bands', index, 'bono'],
        message: `El bono no puede ser mayor que el precio mínimo del tramo (${soles(band.price_from)})`,
      });
    const previous = bands[index - 1];
    if (!previous) return;
    if (band.price_from < previous.price_to)
      issues.push({
        path: ['bands', index, 'price_from'],
        message: `El tramo se superpone con el anterior, que llega a ${soles(previous.price_to)}`,
      });
    else if (band.price_from > previous.price_to)
      issues.push({
        path: ['bands', index, 'price_from'],
        message: `Hay un vacío entre ${soles(previous.price_to)} y ${soles(band.price_from)}: cada tramo empieza donde termina el anterior`,
      });
  });
  return issues;
}
