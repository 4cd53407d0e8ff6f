import type {
  Currency,
  PropertyDetailType,
  PropertyStatus,
  PropertyType,
  PropertyVisibility,
} from '@inmuebles/shared/properties/enums';
import type { Amenity } from '@inmuebles/shared/properties/amenities';
import type { OffersValues } from './offer-values';

/*
 * The editor's form state (docs/architecture.md, "The property editor's state"), shared by the wizard, the
 * media step and the details/map step. Empty number inputs are null (docs/product/signed-in-area.md §5);
 * the location fields hold INEI codes, which the API accepts as they are.
 */

/** The type-specific fields being edited; keys depend on the detail type. */
export type DetailValues = Record<string, number | boolean | string | null>;

/** [longitude, latitude] pairs, GeoJSON order. */
export type PolygonCoordinates = [number, number][];

/** The drawn geometry: a polygon, or a point, or nothing (docs/product/signed-in-area.md §4, "Geometry"). */
export interface GeometryValue {
  polygon_coordinates: PolygonCoordinates | null;
  latitude: number | null;
  longitude: number | null;
}

export interface EditorValues extends GeometryValue {
  /** A new property's company, chosen by an admin (its id as text); '' for the user's own. */
  company_id: string;
  title: string;
  description: string;
  property_type: PropertyType;
  property_detail_type: PropertyDetailType;
  price: number | null;
  currency: Currency;
  area_m2: number | null;
  status: PropertyStatus;
  visibility: PropertyVisibility;
  address_line: string;
  /** Department code ('15'). */
  region: string;
  /** Province code ('1501'). */
  province: string;
  /** District code ('150113'). */
  district: string;
  country: 'Perú';
  postal_code: string;
  video_url: string;
  /** SUNARP's office code and the 8-digit record ('' when none; docs/product/trust-and-admin.md). */
  registry_office: string;
  registry_number: string;
  /** The amenities ticked, in the shared list's order (packages/shared properties/amenities.ts). */
  amenities: Amenity[];
  /** 'Estreno': a new building, never lived in. */
  brand_new: boolean;
  property_detail: DetailValues;
  /** The 'Operación' block: the sale and rent offers. */
  offers: OffersValues;
}
