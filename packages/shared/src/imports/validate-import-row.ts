import type { z } from 'zod';
import { detailTypeParent } from '../properties/enums.ts';
import { listingWriteSchema, type ListingWrite } from '../properties/listing-schema.ts';
import { PropertyLimits } from '../properties/limits.ts';
import { propertyCreateBodySchema, type PropertyCreateInput } from '../properties/property-write-schema.ts';
import { parseVideoUrl } from '../properties/video-url.ts';
import { REGISTRY_OFFICES } from '../trust/registry-office-list.ts';
import { normalizePlaceName } from '../ubigeo/normalize-place-name.ts';
import { importListingSchema, type ImportListing } from './exchange-schema.ts';
import { importFieldLabels, type ImportFieldKey } from './field-labels.ts';
import { resolveImportLocation } from './import-location.ts';
import { subTypeDetailType, subTypeLabels, type ImportSubType } from './sub-types.ts';

/*
 * One imported object checked as the editor would check it: the exchange shape first (types and
 * vocabularies), then the location with its suggestion, then the editor's own write schemas for the property
 * and for the offer. Every message names the field by its Spanish column. The result is what the writer
 * writes, so the preview and the import can never disagree.
 */

export interface ImportFieldError {
  field: ImportFieldKey;
  message: string;
}

/** What the writer needs for one row: the editor's bodies, the photos and the reference code. */
export interface ImportPlan {
  referenceCode: string;
  property: PropertyCreateInput;
  listing: ListingWrite;
  photoUrls: string[];
  onMarketDate: string | null;
}

export type ImportRowResult =
  { ok: true; plan: ImportPlan } | { ok: false; referenceCode: string | null; errors: ImportFieldError[] };

/** The detail fields each category takes, as exchange-shape fields. */
const detailFields: Record<ImportSubType, Partial<Record<ImportFieldKey, string>>> = {
  apartment: { BedroomsTotal: 'bedrooms', BathroomsTotalInteger: 'bathrooms', ParkingTotal: 'parking_spots' },
  house: {
    BedroomsTotal: 'bedrooms',
    BathroomsTotalInteger: 'bathrooms',
    ParkingTotal: 'parking_spots',
    StoriesTotal: 'floors',
  },
  office: { ParkingTotal: 'parking_spots' },
  warehouse: {},
  lot: {},
  land: {},
};
const ROOM_FIELDS = ['BedroomsTotal', 'BathroomsTotalInteger', 'ParkingTotal', 'StoriesTotal'] as const;

/** Where an editor-schema issue points, as the exchange field that fed it. */
const editorPathField: Record<string, ImportFieldKey> = {
  'property.title': 'Title',
  'property.description': 'PublicRemarks',
  'property.price': 'ListPrice',
  'property.currency': 'Currency',
  'property.area_m2': 'LivingArea',
  'property.address_line': 'UnparsedAddress',
  'property.postal_code': 'PostalCode',
  'property.latitude': 'Latitude',
  'property.longitude': 'Longitude',
  'property.video_url': 'Media',
  'property.registry_office': 'OficinaRegistral',
  'property.registry_number': 'PartidaRegistral',
  'property.status': 'Status',
  'property.region': 'StateOrProvince',
  'property.province': 'CountyOrParish',
  'property.district': 'City',
  property_detail_type: 'PropertySubType',
  'property_detail.bedrooms': 'BedroomsTotal',
  'property_detail.bathrooms': 'BathroomsTotalInteger',
  'property_detail.parking_spots': 'ParkingTotal',
  'property_detail.floors': 'StoriesTotal',
  'listing.price': 'ListPrice',
  'listing.currency': 'Currency',
  'listing.operation': 'Operation',
  'listing.maintenance_fee': 'AssociationFee',
  'listing.min_term_months': 'LeaseTermMonths',
};

function issuesOf(error: z.ZodError, prefix: string): ImportFieldError[] {
  return error.issues.map((issue) => {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean);
    const field =
      editorPathField[path.slice(0, 2).join('.')] ?? editorPathField[path.join('.')] ?? 'PropertySubType';
    return { field, message: issue.message };
  });
}

/** A registry office by its SUNARP code or its name ('Lima', 'lima'). */
function registryOfficeCode(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const folded = normalizePlaceName(value);
  const office = REGISTRY_OFFICES.find(
    (o) => o.code === value.trim() || normalizePlaceName(o.name) === folded,
  );
  return office?.code ?? value.trim();
}

/** Rules of the import that no editor field carries: area, rooms per category, media, the date. */
function importRules(listing: ImportListing, today: string): ImportFieldError[] {
  const errors: ImportFieldError[] = [];
  if (listing.LivingArea == null && listing.LotSizeArea == null) {
    errors.push({ field: 'LivingArea', message: 'Indica el área construida o el área del terreno' });
  }
  for (const field of ROOM_FIELDS) {
    if (listing[field] != null && !detailFields[listing.PropertySubType][field]) {
      const label = subTypeLabels[listing.PropertySubType].toLowerCase();
      errors.push({ field, message: `No se indica en un aviso de tipo ${label}` });
    }
  }
  const media = listing.Media ?? [];
  const videos = media.filter((m) => m.MediaCategory === 'Video');
  if (videos.length > 1) errors.push({ field: 'Media', message: 'Solo un video por aviso' });
  if (media.length - videos.length > PropertyLimits.maxPhotos) {
    errors.push({ field: 'Media', message: `Como máximo ${PropertyLimits.maxPhotos} fotos por aviso` });
  }
  if (videos[0] && !parseVideoUrl(videos[0].MediaURL)) {
    errors.push({ field: 'Media', message: 'El video debe ser una dirección de YouTube o Vimeo' });
  }
  if (listing.OnMarketDate && listing.OnMarketDate > today) {
    errors.push({ field: 'OnMarketDate', message: 'La fecha de publicación no puede ser futura' });
  }
  return errors;
}

/** The editor's two bodies from a shape-valid object and its resolved district. */
function editorBodies(listing: ImportListing, districtId: string) {
  const detailType = subTypeDetailType[listing.PropertySubType];
  const detail: Record<string, number> = {};
  for (const [field, column] of Object.entries(detailFields[listing.PropertySubType])) {
    const value = listing[field as (typeof ROOM_FIELDS)[number]];
    if (value != null && column) detail[column] = value;
  }
  const video = listing.Media?.find((m) => m.MediaCategory === 'Video');
  const property = {
    property_detail_type: detailType,
    property: {
      title: listing.Title,
      description: listing.PublicRemarks,
      property_type: detailTypeParent[detailType],
      price: listing.ListPrice,
      currency: listing.Currency,
      area_m2: listing.LivingArea ?? listing.LotSizeArea ?? 0,
      status: listing.Status,
      address_line: listing.UnparsedAddress,
      region: districtId.slice(0, 2),
      province: districtId.slice(0, 4),
      district: districtId,
      postal_code: listing.PostalCode ?? null,
      latitude: listing.Latitude ?? null,
      longitude: listing.Longitude ?? null,
      video_url: video?.MediaURL ?? null,
      registry_office: registryOfficeCode(listing.OficinaRegistral),
      registry_number: listing.PartidaRegistral?.trim() || null,
    },
    property_detail: detail,
  };
  const offer = {
    operation: listing.Operation,
    price: listing.ListPrice,
    currency: listing.Currency,
    status: 'active',
    maintenance_fee: listing.AssociationFee ?? null,
    min_term_months: listing.LeaseTermMonths ?? null,
  };
  return { property, offer };
}

/** The photos' addresses in their order (`Order` first, then as listed). */
function photoUrls(listing: ImportListing): string[] {
  const photos = (listing.Media ?? []).filter((m) => m.MediaCategory === 'Photo');
  return photos
    .map((photo, index) => ({ url: photo.MediaURL, order: photo.Order ?? index, index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map((photo) => photo.url);
}

const keyOf = (input: unknown): string | null => {
  const key = (input as { ListingKey?: unknown } | null)?.ListingKey;
  return typeof key === 'string' && key.trim() ? key.trim() : null;
};

/**
 * Checks one imported object. `today` is Lima's date (YYYY-MM-DD), against which `OnMarketDate` may not be
 * in the future.
 */
export function validateImportRow(input: unknown, today: string): ImportRowResult {
  const shape = importListingSchema.safeParse(input);
  if (!shape.success) {
    const errors = shape.error.issues.map((issue) => ({
      field: (issue.path[0] as ImportFieldKey | undefined) ?? 'ListingKey',
      message: issue.message,
    }));
    return { ok: false, referenceCode: keyOf(input), errors };
  }
  const listing = shape.data;
  const referenceCode = listing.ListingKey.trim();
  const errors = importRules(listing, today);
  const location = resolveImportLocation(listing);
  if (!location.ok) errors.push({ field: location.field, message: location.message });

  const { property, offer } = editorBodies(listing, location.ok ? location.district.id : '150101');
  const propertyResult = propertyCreateBodySchema.safeParse(property);
  if (!propertyResult.success) errors.push(...issuesOf(propertyResult.error, ''));
  const offerResult = listingWriteSchema.safeParse(offer);
  if (!offerResult.success) errors.push(...issuesOf(offerResult.error, 'listing'));

  if (errors.length > 0 || !propertyResult.success || !offerResult.success) {
    return { ok: false, referenceCode, errors: dedupe(errors) };
  }
  return {
    ok: true,
    plan: {
      referenceCode,
      property: propertyResult.data,
      listing: offerResult.data,
      photoUrls: photoUrls(listing),
      onMarketDate: listing.OnMarketDate ?? null,
    },
  };
}

/** The price feeds both the property and the offer: one message per field is enough. */
function dedupe(errors: ImportFieldError[]): ImportFieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "Precio: Debe ser un número mayor que 0", as the preview and the errors file word it. */
export function describeFieldError(error: ImportFieldError): string {
  return `${importFieldLabels[error.field]}: ${error.message}`;
}
