import { z } from 'zod';
import { detailFieldLabels } from './detail-fields.ts';
import type { PropertyDetailType } from './enums.ts';
import { toNumber } from './numeric-text.ts';
import { propertyWriteMessages as M } from './property-write-messages.ts';
import { strictFields } from './strict-fields.ts';

/*
 * Type-specific fields (docs/product/signed-in-area.md §3, "Detail types"). Every field optional and nullable (a draft may leave any
 * empty; an empty number input is null), numbers also as numeric text, messages naming the field by the
 * label the screens show.
 */

interface NumberRule {
  min?: number;
  max: number;
  integer?: boolean;
  /** The value must be a multiple of this (bathrooms: 0.5). */
  step?: number;
}

function detailNumber(label: string, rule: NumberRule) {
  const min = rule.min ?? 0;
  const invalid = `${label} debe ser un número`;
  return z
    .union([z.number(), z.string(), z.null()], { error: invalid })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === null || (typeof value === 'string' && value.trim() === '')) return null;
      const number = toNumber(value);
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (number === undefined) return fail(invalid);
      if (rule.integer && !Number.isInteger(number)) return fail(`${label} debe ser un número entero`);
      if (number < min || number > rule.max) {
        return fail(
          min === 0
            ? `${label} debe estar entre 0 y ${rule.max}`
            : `${label} debe estar entre ${min} y ${rule.max}`,
        );
      }
      if (rule.step && !Number.isInteger(number / rule.step)) {
        return fail(`${label} debe ser múltiplo de ${String(rule.step).replace('.', ',')}`);
      }
      return number;
    });
}

const detailFlag = (label: string) =>
  z
    .boolean({ error: `${label} debe ser sí o no` })
    .nullable()
    .optional();

const detailText = (label: string, max: number) =>
  z
    .string({ error: `${label} debe ser texto` })
    .trim()
    .max(max, `${label} puede tener como máximo ${max} caracteres`)
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** Generous bounds: beyond them a value is a typing mistake, and the columns must hold it. */
const MAX_METRES = 1_000_000;
const count = (label: string, max = 10_000) => detailNumber(label, { max, integer: true });
const metres = (label: string, max = MAX_METRES) => detailNumber(label, { max });
const bathrooms = (label: string) => detailNumber(label, { max: 500, step: 0.5 });

const detailStrict = <T extends z.ZodRawShape>(shape: T) => strictFields(shape, M.missingDetail);

const L = detailFieldLabels;

export const propertyDetailInputSchemas = {
  LandResource: detailStrict({
    irrigation: detailFlag(L.LandResource.irrigation),
    length_m: metres(L.LandResource.length_m),
    width_m: metres(L.LandResource.width_m),
    crops: detailText(L.LandResource.crops, 500),
  }),
  LotResource: detailStrict({
    front_m: metres(L.LotResource.front_m),
    depth_m: metres(L.LotResource.depth_m),
    water: detailFlag(L.LotResource.water),
    electricity: detailFlag(L.LotResource.electricity),
    sewage: detailFlag(L.LotResource.sewage),
  }),
  ApartmentResource: detailStrict({
    floor_number: detailNumber(L.ApartmentResource.floor_number, { min: -5, max: 200, integer: true }),
    bedrooms: count(L.ApartmentResource.bedrooms, 1000),
    bathrooms: bathrooms(L.ApartmentResource.bathrooms),
    parking_spots: count(L.ApartmentResource.parking_spots),
  }),
  HouseResource: detailStrict({
    floors: count(L.HouseResource.floors, 300),
    bedrooms: count(L.HouseResource.bedrooms, 1000),
    bathrooms: bathrooms(L.HouseResource.bathrooms),
    parking_spots: count(L.HouseResource.parking_spots),
    garden: detailFlag(L.HouseResource.garden),
    pool: detailFlag(L.HouseResource.pool),
  }),
  OfficeResource: detailStrict({
    meeting_rooms: count(L.OfficeResource.meeting_rooms, 1000),
    parking_spots: count(L.OfficeResource.parking_spots),
    reception: detailFlag(L.OfficeResource.reception),
  }),
  WarehouseResource: detailStrict({
    ceiling_height: metres(L.WarehouseResource.ceiling_height, 1000),
    loading_dock: detailFlag(L.WarehouseResource.loading_dock),
    office_space: detailFlag(L.WarehouseResource.office_space),
    security: detailFlag(L.WarehouseResource.security),
  }),
} as const satisfies Record<PropertyDetailType, z.ZodType>;

/** The parsed type-specific fields: only the keys that were sent, null for the ones cleared. */
export type PropertyDetailInput = Record<string, number | boolean | string | null>;

export type DetailParseResult =
  | { success: true; data: PropertyDetailInput }
  | { success: false; issues: { message: string; path: PropertyKey[] }[] };

/** Validates `property_detail` for a detail type (the server also calls it when a PATCH omits the type). */
export function parsePropertyDetail(type: PropertyDetailType, input: unknown): DetailParseResult {
  const result = propertyDetailInputSchemas[type].safeParse(input);
  if (!result.success) {
    return { success: false, issues: result.error.issues.map(({ message, path }) => ({ message, path })) };
  }
  const data: PropertyDetailInput = {};
  for (const [key, value] of Object.entries(result.data as Record<string, unknown>)) {
    if (value !== undefined) data[key] = value as number | boolean | string | null;
  }
  return { success: true, data };
}
