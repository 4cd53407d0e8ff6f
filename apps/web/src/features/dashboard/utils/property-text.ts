import type { PropertySummary } from '@inmuebles/shared/properties/property-schema';

/** 'Miraflores, Lima' from the district and province, whichever exist; '' when neither. */
export function formatLocation(property: Pick<PropertySummary, 'address'>): string {
  const { district, province, region } = property.address;
  return [district, province ?? region]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
}

/** '1 foto' / '5 fotos'. */
export function formatPhotoCount(count: number): string {
  return count === 1 ? '1 foto' : `${count} fotos`;
}
