import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import type { DetailValues, EditorValues } from './editor-values';
import { emptyOffers } from './offer-values';

/**
 * A new property (docs/product/signed-in-area.md §3, "Defaults for a new property"): residential house, price 0 in USD, a public
 * draft in Perú. `emptyDetail` gives the house's empty type-specific fields.
 */
export function newPropertyValues(emptyDetail: (type: PropertyDetailType) => DetailValues): EditorValues {
  return {
    company_id: '',
    title: '',
    description: '',
    property_type: 'residential',
    property_detail_type: 'HouseResource',
    price: 0,
    currency: 'USD',
    area_m2: null,
    status: 'draft',
    visibility: 'public',
    address_line: '',
    region: '',
    province: '',
    district: '',
    country: 'Perú',
    postal_code: '',
    video_url: '',
    registry_office: '',
    registry_number: '',
    amenities: [],
    brand_new: false,
    property_detail: emptyDetail('HouseResource'),
    polygon_coordinates: null,
    latitude: null,
    longitude: null,
    offers: emptyOffers(),
  };
}
