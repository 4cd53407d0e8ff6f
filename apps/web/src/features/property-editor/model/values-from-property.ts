import type { PropertyDetail } from '@inmuebles/shared/properties/property-detail-schema';
import { detailValuesFor } from '../utils/detail-fields';
import type { EditorValues } from './editor-values';
import { offersFromListings } from './offer-values';

const toNumber = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The form values of a property being edited (GET /properties/{id}). Location fields take the INEI codes; a
 * drawn outline wins over the point, which the server derived from it (docs/product/signed-in-area.md §4, "Geometry").
 */
export function valuesFromProperty(property: PropertyDetail): EditorValues {
  const polygon =
    property.polygon_coordinates && property.polygon_coordinates.length > 0
      ? property.polygon_coordinates
      : null;
  return {
    // A stored property keeps its company: only a creation names one.
    company_id: '',
    title: property.title,
    description: property.description ?? '',
    property_type: property.property_type,
    property_detail_type: property.property_detail_type,
    price: toNumber(property.price),
    currency: property.currency,
    area_m2: toNumber(property.area_m2),
    status: property.status,
    visibility: property.visibility,
    address_line: property.address.line ?? '',
    region: property.ubigeo.department ?? '',
    province: property.ubigeo.province ?? '',
    district: property.ubigeo.district ?? '',
    country: 'Perú',
    postal_code: property.address.postal_code ?? '',
    video_url: property.video?.url ?? '',
    registry_office: property.registry?.office ?? '',
    registry_number: property.registry?.number ?? '',
    amenities: property.amenities,
    brand_new: property.brand_new,
    // Only the keys of its category: the answer also carries `type`, which the write schema refuses.
    property_detail: detailValuesFor(property.property_detail_type, property.property_detail),
    polygon_coordinates: polygon ? polygon.map(([lng, lat]) => [lng, lat]) : null,
    latitude: polygon ? null : property.latitude,
    longitude: polygon ? null : property.longitude,
    offers: offersFromListings(property.listings),
  };
}
