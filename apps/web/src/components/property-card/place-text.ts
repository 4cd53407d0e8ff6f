import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';

/**
 * A card's place line: 'Miraflores, Lima' from the district and the province (the region when the
 * province is missing), whichever exist; '' when neither.
 */
export function placeText({ district, province, region }: PropertySummary['address']): string {
  return [district, province ?? region].filter((part): part is string => Boolean(part?.trim())).join(', ');
}
