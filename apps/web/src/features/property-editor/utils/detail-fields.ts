import { detailFieldLabels } from '@inmuebles/shared/properties/detail-fields';
import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import { parsePropertyDetail } from '@inmuebles/shared/properties/property-detail-input';
import type { DetailValues } from '../model/editor-values';

/*
 * The type-specific fields of step 4 (docs/product/signed-in-area.md §3, "Detail types"): which inputs each category shows, in the
 * spec's order, how they read back on the review step, and the server's own per-field messages.
 */

/** `count`: whole numbers from 0; `floor`: whole, may be negative (basements); `half`: 0.5 steps. */
export type DetailFieldKind = 'count' | 'floor' | 'half' | 'metres' | 'flag' | 'text';

export interface DetailFieldSpec {
  key: string;
  label: string;
  kind: DetailFieldKind;
}

const kinds: Record<PropertyDetailType, Record<string, DetailFieldKind>> = {
  LandResource: { irrigation: 'flag', length_m: 'metres', width_m: 'metres', crops: 'text' },
  LotResource: { front_m: 'metres', depth_m: 'metres', water: 'flag', electricity: 'flag', sewage: 'flag' },
  ApartmentResource: { floor_number: 'floor', bedrooms: 'count', bathrooms: 'half', parking_spots: 'count' },
  HouseResource: {
    floors: 'count',
    bedrooms: 'count',
    bathrooms: 'half',
    parking_spots: 'count',
    garden: 'flag',
    pool: 'flag',
  },
  OfficeResource: { meeting_rooms: 'count', parking_spots: 'count', reception: 'flag' },
  WarehouseResource: {
    ceiling_height: 'metres',
    loading_dock: 'flag',
    office_space: 'flag',
    security: 'flag',
  },
};

/** The fields of a category, in the spec's order, labelled as every screen labels them. */
export function detailFieldSpecs(detailType: PropertyDetailType): DetailFieldSpec[] {
  const labels: Record<string, string> = detailFieldLabels[detailType];
  return Object.entries(kinds[detailType]).map(([key, kind]) => ({ key, kind, label: labels[key] ?? key }));
}

/** What the HTML input allows (the server's schema has the final word, with its messages). */
export const numberInputRules: Record<
  Exclude<DetailFieldKind, 'flag' | 'text'>,
  { min: number; max?: number; step: number }
> = {
  count: { min: 0, step: 1 },
  floor: { min: -5, max: 200, step: 1 },
  half: { min: 0, step: 0.5 },
  metres: { min: 0, step: 0.01 },
};

/**
 * The category's values taken from `source` (the server's `property_detail`, or the values of the category
 * chosen before), every other field empty: numbers and text null, checkboxes unticked.
 */
export function detailValuesFor(detailType: PropertyDetailType, source?: object | null): DetailValues {
  const from = (source ?? {}) as Record<string, unknown>;
  const values: DetailValues = {};
  for (const { key, kind } of detailFieldSpecs(detailType)) {
    const value = from[key];
    if (kind === 'flag') values[key] = value === true || value === 'true';
    else if (kind === 'text') values[key] = typeof value === 'string' && value.trim() !== '' ? value : null;
    else values[key] = toNumber(value);
  }
  return values;
}

/** A new property's fields for the category: all empty. */
export function emptyDetailValues(detailType: PropertyDetailType): DetailValues {
  return detailValuesFor(detailType, null);
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** The server's message for each field it would refuse, by key (empty when all are fine). */
export function detailErrorsOf(detailType: PropertyDetailType, values: DetailValues): Record<string, string> {
  const result = parsePropertyDetail(detailType, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const numberFormat = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 2 });

/** Text of an empty field on the review step. */
const notSpecified = 'Sin especificar';

function formatDetailValue(kind: DetailFieldKind, value: DetailValues[string] | undefined): string {
  if (kind === 'flag') return value === true ? 'Sí' : 'No';
  if (value === null || value === undefined || value === '') return notSpecified;
  if (kind === 'text') return String(value).trim() || notSpecified;
  if (typeof value !== 'number') return String(value);
  return kind === 'metres' ? `${numberFormat.format(value)} m` : numberFormat.format(value);
}

/** The category's fields for the review step: label and value as the person reads it, in form order. */
export function detailFieldsOf(
  detailType: PropertyDetailType,
  values: DetailValues,
): { key: string; label: string; value: string }[] {
  return detailFieldSpecs(detailType).map(({ key, label, kind }) => ({
    key,
    label,
    value: formatDetailValue(kind, values[key]),
  }));
}
