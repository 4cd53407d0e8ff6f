import { formatPrice, formatTotal } from '@inmuebles/shared/properties/format';
import type { LandingPageData } from './landing-page.ts';

/*
 * The factual line under a landing page's headline (docs/product/landing-pages.md §1): "12 avisos publicados ·
 * precio mediano USD 262,000 · USD 2,650 por m² · lo más común: 3 dormitorios". The medians are computed in
 * soles (what the search filters by) and written in the currency the page's cards show, so the figures next
 * to each other compare; a rent's are per month.
 */

/** The cards' currency (the one most of their offers of this operation are in) and its soles per unit. */
function cardsCurrency(data: LandingPageData): { currency: string; solesPerUnit: number } {
  const counts = new Map<string, { n: number; solesPerUnit: number }>();
  for (const property of data.properties) {
    const offer = property.listings.find(
      (l) => l.operation === data.target.operation && l.status === 'active',
    );
    const price = Number(offer?.price);
    if (!offer || !(price > 0)) continue;
    const seen = counts.get(offer.currency);
    counts.set(offer.currency, { n: (seen?.n ?? 0) + 1, solesPerUnit: Number(offer.price_pen) / price });
  }
  const [currency, found] = [...counts.entries()].sort((a, b) => b[1].n - a[1].n)[0] ?? [];
  return currency && found && found.solesPerUnit > 0
    ? { currency, solesPerUnit: found.solesPerUnit }
    : { currency: 'PEN', solesPerUnit: 1 };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary line of a page with results. */
export function landingSummaryText(data: LandingPageData): string {
  const { stats } = data;
  const { currency, solesPerUnit } = cardsCurrency(data);
  const money = (soles: number) => formatPrice(Math.round(soles / solesPerUnit), currency);
  const perMonth = data.target.operation === 'rent' ? ' al mes' : '';
  const published = stats.count === 1 && stats.countIsExact ? 'aviso publicado' : 'avisos publicados';
  const parts = [`${formatTotal(stats.count, stats.countIsExact)} ${published}`];
  if (stats.medianPrice !== null) parts.push(`precio mediano ${money(stats.medianPrice)}${perMonth}`);
  if (stats.medianPricePerM2 !== null) parts.push(`${money(stats.medianPricePerM2)} por m²${perMonth}`);
  if (stats.commonBedrooms !== null && stats.commonBedrooms > 0) {
    parts.push(`lo más común: ${plural(stats.commonBedrooms, 'dormitorio', 'dormitorios')}`);
  }
  return `${parts.join(' · ')}.`;
}
