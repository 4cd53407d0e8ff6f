import { formatArea, formatPrice } from '../properties/format.ts';
import { formatEsPeNumber } from '../format/es-pe-number.ts';
import { deliveryLabel, type ProjectStage } from './enums.ts';

/*
 * A project's summary as its card and its page read it: "Desde S/ 389,000 · 1 a 3 dorm. · 45 a 98 m² ·
 * Entrega dic. 2027" (docs/product/projects.md §2.1). No zod: the project search's first download stays
 * without it (apps/web/e2e/first-download.spec.ts).
 */

/** What the card's facts are made of: the card answer's fields (`GET /projects`). */
export interface ProjectSpans {
  stage: ProjectStage;
  delivery_month: number | null;
  delivery_year: number | null;
  price_from: string | null;
  currency: 'PEN' | 'USD' | null;
  bedrooms_min: number | null;
  bedrooms_max: number | null;
  area_min: string | null;
  area_max: string | null;
}

/** "1 a 3 dorm.", "2 dorm."; null without unit types. */
export function bedroomSpan(min: number | null, max: number | null): string | null {
  if (min === null) return null;
  return max === null || max === min ? `${min} dorm.` : `${min} a ${max} dorm.`;
}

/** "45 a 98 m²", "60 m²"; null without unit types. */
export function areaSpan(min: string | number | null, max: string | number | null): string | null {
  if (min === null) return null;
  if (max === null || Number(max) === Number(min)) return formatArea(min);
  return `${formatEsPeNumber(Number(min), 2)} a ${formatArea(max)}`;
}

/** "Desde S/ 389,000" in the cheapest unit type's own currency; null without unit types. */
export function priceFromText(price: string | null, currency: 'PEN' | 'USD' | null): string | null {
  return price === null ? null : `Desde ${formatPrice(price, currency)}`;
}

/** The card's facts in their order, the missing ones left out. */
export function projectCardFacts(project: ProjectSpans): string[] {
  return [
    priceFromText(project.price_from, project.currency),
    bedroomSpan(project.bedrooms_min, project.bedrooms_max),
    areaSpan(project.area_min, project.area_max),
    deliveryLabel(project.stage, project.delivery_month, project.delivery_year),
  ].filter((fact): fact is string => fact !== null);
}
