import { formatPrice } from '@inmuebles/shared/properties/format';
import type { SavedSearchFilters } from '@inmuebles/shared/saved-searches/saved-search-schema';
import { resolveLocation } from '@inmuebles/shared/ubigeo/catalogue';

/** Plural nouns of what is sought: "Departamentos", "Casas"... (the labels are singular). */
const detailPlurals: Record<string, string> = {
  LandResource: 'Terrenos agrícolas',
  LotResource: 'Lotes urbanos',
  ApartmentResource: 'Departamentos',
  HouseResource: 'Casas',
  OfficeResource: 'Oficinas',
  WarehouseResource: 'Almacenes',
};
const typePlurals: Record<string, string> = {
  commercial: 'Inmuebles comerciales',
  residential: 'Inmuebles residenciales',
  industrial: 'Inmuebles industriales',
  land: 'Terrenos',
};

/**
 * The name proposed for a saved search, built from its filters:
 * "Departamentos en alquiler de dueño directo en Miraflores hasta S/ 3,000". The person may rename it.
 */
export function proposeSavedSearchName(filters: SavedSearchFilters): string {
  const what =
    (filters.property_detail_type && detailPlurals[filters.property_detail_type]) ||
    (filters.property_type && typePlurals[filters.property_type]) ||
    'Inmuebles';
  const parts = [what];
  if (filters.operation === 'rent') parts.push('en alquiler');
  if (filters.operation === 'sale') parts.push('en venta');
  // 'Anunciante' (docs/product/owners.md): who publishes them.
  if (filters.advertiser === 'owner') parts.push('de dueño directo');
  if (filters.advertiser === 'agency') parts.push('de inmobiliarias');
  const place = placeName(filters);
  if (place) parts.push(`en ${place}`);
  // A drawn zone or a map area says where better than no place at all (docs/product/map-search.md).
  else if (filters.within) parts.push('en la zona dibujada');
  else if (filters.bbox) parts.push('en el área del mapa');
  const currency = filters.currency ?? 'PEN';
  if (filters.min_price !== undefined && filters.max_price !== undefined) {
    parts.push(
      `de ${formatPrice(filters.min_price, currency)} a ${formatPrice(filters.max_price, currency)}`,
    );
  } else if (filters.max_price !== undefined) {
    parts.push(`hasta ${formatPrice(filters.max_price, currency)}`);
  } else if (filters.min_price !== undefined) {
    parts.push(`desde ${formatPrice(filters.min_price, currency)}`);
  }
  if (filters.min_bedrooms) parts.push(`con ${filters.min_bedrooms}+ dormitorios`);
  if (filters.search) parts.push(`«${filters.search}»`);
  // Intl writes 'S/\u00a03,000': a plain space, since the person edits this name as text.
  return parts
    .join(' ')
    .replace(/\u00a0/g, ' ')
    .slice(0, 120);
}

/** The most specific place of the filters by its catalogue name ('150122' → 'Miraflores'), else as typed. */
function placeName(filters: SavedSearchFilters): string | null {
  const { region, province, district } = filters;
  if (!region && !province && !district) return null;
  const place = resolveLocation({ region, province, district });
  const name = district ? place?.district?.name : province ? place?.province?.name : place?.department.name;
  return name ?? district ?? province ?? region ?? null;
}
