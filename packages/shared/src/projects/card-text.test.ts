import { describe, expect, it } from 'vitest';
import { areaSpan, bedroomSpan, projectCardFacts, type ProjectSpans } from './card-text.ts';

/** The facts with the money's non-breaking space read as a space. */
const facts = (project: ProjectSpans) =>
  projectCardFacts(project).map((fact) => fact.replaceAll('\u00a0', ' '));

describe('projectCardFacts', () => {
  it('reads price, bedroom and area spans and the delivery, as the issue writes them', () => {
    expect(
      facts({
        stage: 'en_planos',
        delivery_month: 12,
        delivery_year: 2027,
        price_from: '389000.00',
        currency: 'PEN',
        bedrooms_min: 1,
        bedrooms_max: 3,
        area_min: '45.00',
        area_max: '98.00',
      }).join(' · '),
    ).toBe('Desde S/ 389,000 · 1 a 3 dorm. · 45 a 98 m² · Entrega dic. 2027');
  });

  it('writes one value once, dollars in dollars, and a ready building as "Entrega inmediata"', () => {
    expect(
      facts({
        stage: 'entrega_inmediata',
        delivery_month: null,
        delivery_year: null,
        price_from: '185000.00',
        currency: 'USD',
        bedrooms_min: 2,
        bedrooms_max: 2,
        area_min: '70.50',
        area_max: null,
      }),
    ).toEqual(['Desde USD 185,000', '2 dorm.', '70.5 m²', 'Entrega inmediata']);
  });

  it('leaves out what a project without unit types lacks', () => {
    expect(bedroomSpan(null, null)).toBeNull();
    expect(areaSpan(null, null)).toBeNull();
  });
});
