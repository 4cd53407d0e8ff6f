/*
 * The amenities a property may have, one list for every place that names them: the editor's checkboxes,
 * the detail's 'Comodidades', the listing's filter (filters/filter-registry.ts), the demo data, the bulk
 * import's column and the projects. Stored on the property as a text[] of these keys (indexed for the
 * filter); the keys are English, the labels what people read.
 */

import type { PropertyDetailType } from './enums.ts';

export const amenities = [
  'pool',
  'elevator',
  'furnished',
  'pets_allowed',
  'terrace',
  'garden',
  'security_24h',
  'gym',
  'covered_parking',
  'sea_view',
  'bbq_area',
  'green_areas',
  'multipurpose_room',
  'visitor_parking',
] as const;
export type Amenity = (typeof amenities)[number];

export const amenityLabels: Record<Amenity, string> = {
  pool: 'Piscina',
  elevator: 'Ascensor',
  furnished: 'Amoblado',
  pets_allowed: 'Acepta mascotas',
  terrace: 'Terraza',
  garden: 'Jardín',
  security_24h: 'Seguridad 24 h',
  gym: 'Gimnasio',
  covered_parking: 'Cochera techada',
  sea_view: 'Vista al mar',
  bbq_area: 'Zona de parrillas',
  green_areas: 'Áreas verdes',
  multipurpose_room: 'Sala de usos múltiples',
  visitor_parking: 'Estacionamiento de visitas',
};

/** Whether a stored text is one of the amenities. */
export const isAmenity = (value: string): value is Amenity =>
  (amenities as readonly string[]).includes(value);

/** The amenities once each, in the list's order: how they are stored, written in addresses and shown. */
export function orderedAmenities(values: readonly Amenity[]): Amenity[] {
  return amenities.filter((amenity) => values.includes(amenity));
}

/**
 * Amenities a category's own fields already ask (the house's 'Jardín' and 'Piscina'): the editor shows
 * the detail's checkbox only, and the server copies it into the amenities on every write.
 */
export const amenitiesInDetail: Partial<Record<PropertyDetailType, readonly Amenity[]>> = {
  HouseResource: ['pool', 'garden'],
};

/** 'Estreno': a property in a new building, never lived in (the portals' filter of that name). */
export const BRAND_NEW_LABEL = 'Estreno';
