import { formatEsPeNumber } from '../format/es-pe-number.ts';
import { formatArea } from './format.ts';

/** What a card's line of facts is written from (the card's summary carries these fields). */
export interface CardFactsSource {
  bedrooms: number | null;
  bathrooms: number | null;
  parking_spaces: number | null;
  area_m2: string | number | null;
}

const plural = (count: number, one: string, many: string) =>
  `${formatEsPeNumber(count, 1)} ${count === 1 ? one : many}`;

/**
 * The facts a card lists after its price, as Peruvian portals write them: '3 dorm.', '2 baños', '120 m²'.
 * Only what the property's type has: the room counts exist for flats and houses, parking alone for an
 * office (shown where there are no bedrooms), a plot of land has its area only. Zero rooms are left out.
 */
export function cardFacts(property: CardFactsSource): string[] {
  const facts: string[] = [];
  const { bedrooms, bathrooms, parking_spaces: parking } = property;
  if (bedrooms) facts.push(`${bedrooms} dorm.`);
  if (bathrooms) facts.push(plural(bathrooms, 'baño', 'baños'));
  if (!bedrooms && parking) facts.push(`${parking} estac.`);
  const area = formatArea(property.area_m2);
  if (area) facts.push(area);
  return facts;
}
