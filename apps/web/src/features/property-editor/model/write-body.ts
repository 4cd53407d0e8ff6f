import type { z } from 'zod';
import type { PropertyStatus } from '@inmuebles/shared/properties/enums';
import {
  propertyCreateBodySchema,
  propertyWriteUpdateBodySchema,
  type PropertyCreateBody,
} from '@inmuebles/shared/properties/property-write-schema';
import type { DetailValues, EditorValues } from './editor-values';
import { mainOffer } from './offer-values';

export type EditorMode = 'create' | 'edit';

/**
 * Who publishes: a company's staff (`POST /properties`), or a searcher publishing their own home as
 * "dueño directo" (`POST /owner/properties`, docs/product/owners.md).
 */
export type EditorAudience = 'company' | 'owner';

type GeometryFields = Pick<PropertyCreateBody['property'], 'polygon_coordinates' | 'latitude' | 'longitude'>;

/**
 * The geometry to send (docs/product/signed-in-area.md §4): the outline when there is one, else the point. When editing, what is not
 * sent is cleared explicitly, so replacing an outline with a point (or deleting both) reaches the server.
 */
function geometryFields(values: EditorValues, mode: EditorMode): GeometryFields {
  const { polygon_coordinates: polygon, latitude, longitude } = values;
  const clear = mode === 'edit';
  if (polygon && polygon.length > 0) {
    return clear
      ? { polygon_coordinates: polygon, latitude: null, longitude: null }
      : { polygon_coordinates: polygon };
  }
  if (latitude !== null && longitude !== null) {
    return clear ? { polygon_coordinates: null, latitude, longitude } : { latitude, longitude };
  }
  return clear ? { polygon_coordinates: null, latitude: null, longitude: null } : {};
}

/**
 * What the editor sends. Price and area may still be empty here; `bodyProblems` reports that with the
 * server's messages before anything is sent.
 */
export interface EditorWriteBody {
  property_detail_type: PropertyCreateBody['property_detail_type'];
  property: Omit<PropertyCreateBody['property'], 'price' | 'area_m2'> & {
    price: number | null;
    area_m2: number | null;
  };
  property_detail: DetailValues;
}

/**
 * The body of POST /properties and PATCH /properties/{id} (docs/product/signed-in-area.md §7): the category on top, the property's own
 * fields in `property`, the type-specific ones in `property_detail`. `status` overrides the form's status
 * ('Guardar y publicar').
 */
export function buildWriteBody(
  values: EditorValues,
  mode: EditorMode,
  status?: PropertyStatus,
): EditorWriteBody {
  // With an offer, the property's own price is its main offer's (the block replaces the single price).
  const main = mainOffer(values.offers);
  return {
    property_detail_type: values.property_detail_type,
    property: {
      title: values.title,
      description: values.description,
      property_type: values.property_type,
      price: main ? main.price : values.price,
      currency: main ? main.currency : values.currency,
      area_m2: values.area_m2,
      status: status ?? values.status,
      visibility: values.visibility,
      address_line: values.address_line,
      region: values.region,
      province: values.province,
      district: values.district,
      country: values.country,
      postal_code: values.postal_code,
      video_url: values.video_url,
      registry_office: values.registry_office,
      registry_number: values.registry_number,
      amenities: values.amenities,
      brand_new: values.brand_new,
      ...geometryFields(values, mode),
      // The company an admin chose, with the creation only (the API refuses it from anyone else).
      ...(mode === 'create' && values.company_id !== '' ? { company_id: Number(values.company_id) } : {}),
    },
    property_detail: values.property_detail,
  };
}

/** What the server would refuse in `body`, checked with its own schemas, as the schemas' issues (path, message). */
export function bodyIssues(body: EditorWriteBody, mode: EditorMode): readonly z.core.$ZodIssue[] {
  const schema = mode === 'create' ? propertyCreateBodySchema : propertyWriteUpdateBodySchema;
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues;
}

/**
 * The Spanish messages of what the server would refuse in `body` (an empty area, a detail value out of
 * range, an outline that crosses itself...); empty when it can be sent.
 */
export function bodyProblems(body: EditorWriteBody, mode: EditorMode): string[] {
  return [...new Set(bodyIssues(body, mode).map((issue) => issue.message))];
}
