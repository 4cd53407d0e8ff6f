import { z } from 'zod';
import { amenities, orderedAmenities } from '../properties/amenities.ts';
import { PropertyLimits } from '../properties/limits.ts';
import { amountField } from '../properties/numeric-text.ts';
import { checkGeometry, lngLat, requiredText } from '../properties/property-write-schema.ts';
import { propertyWriteMessages } from '../properties/property-write-messages.ts';
import { strictFields } from '../properties/strict-fields.ts';
import { videoUrlField } from '../properties/video-url-field.ts';
import { financingBanks, orderedBanks } from './banks.ts';
import { projectStages, projectStatuses, type ProjectStage } from './enums.ts';
import { ProjectLimits } from './limits.ts';
import { databaseIdField } from '../ids/database-id.ts';

/*
 * The bodies of the project editor's writes (docs/product/projects.md §7): `POST /projects` and
 * `PATCH /projects/{id}` carry `{ project: {...} }`. The editor validates with these same schemas; the
 * server checks again what needs the stored row or the clock (the delivery date, publishing without unit
 * types, the units available against the total).
 */

export const projectWriteMessages = {
  missingProject: 'Faltan los datos del proyecto',
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre puede tener como máximo ${ProjectLimits.maxNameLength} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionTooLong: `La descripción puede tener como máximo ${PropertyLimits.maxDescriptionLength} caracteres`,
  invalidStage: 'Etapa no válida (en_planos, en_construccion o entrega_inmediata)',
  invalidStatus: 'Estado no válido (draft, published o archived)',
  invalidMonth: 'El mes de entrega debe ser un número entre 1 y 12',
  invalidYear: `El año de entrega debe estar entre ${ProjectLimits.minYear} y ${ProjectLimits.maxYear}`,
  deliveryRequired: 'La fecha de entrega (mes y año) es requerida salvo en entrega inmediata',
  deliveryInPast: 'La fecha de entrega de un proyecto en planos no puede estar en el pasado',
  invalidTotalUnits: `El total de unidades debe ser un número entero entre 1 y ${ProjectLimits.maxUnits}`,
  invalidBank: `Banco no válido (${financingBanks.join(', ')})`,
  invalidMivivienda: 'Apto Bono MiVivienda debe ser true o false',
  invalidAmenity: propertyWriteMessages.invalidAmenity,
  invalidCompany: propertyWriteMessages.invalidCompany,
  noUnitTypes: 'Agrega al menos un tipo de unidad antes de publicar el proyecto',
  miviviendaOutOfBands:
    'Ningún tipo de unidad tiene un precio dentro de los tramos de Crédito MiVivienda vigentes',
} as const;

export const unitTypeWriteMessages = {
  missingUnitType: 'Faltan los datos del tipo de unidad',
  nameRequired: 'El nombre es requerido',
  nameTooLong: `El nombre puede tener como máximo ${ProjectLimits.maxUnitTypeNameLength} caracteres`,
  invalidBedrooms: 'Los dormitorios deben ser un número entero entre 0 y 20',
  invalidBathrooms: 'Los baños deben ser un número entre 0 y 20, múltiplo de 0,5',
  invalidArea: 'El área debe ser un número mayor que 0',
  areaTooHigh: 'El área es demasiado grande',
  areaRange: 'El área máxima no puede ser menor que el área mínima',
  priceRequired: 'El precio desde es requerido',
  invalidPrice: 'El precio desde debe ser un número mayor que 0',
  priceTooHigh: 'El precio es demasiado alto',
  invalidCurrency: 'Moneda no válida (PEN o USD)',
  invalidUnits: 'Las unidades disponibles deben ser un número entero mayor o igual a 0',
  unitsAboveTotal: (total: number) =>
    `Las unidades disponibles no pueden superar el total de unidades del proyecto (${total})`,
} as const;

const M = projectWriteMessages;
const U = unitTypeWriteMessages;

/** Areas and prices of a unit type are above 0. */
const positive = { positive: true };

const integer = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const projectFields = {
  name: requiredText(M.nameRequired, M.nameTooLong, ProjectLimits.maxNameLength),
  description: requiredText(M.descriptionRequired, M.descriptionTooLong, PropertyLimits.maxDescriptionLength),
  stage: z.enum(projectStages, { error: M.invalidStage }),
  delivery_month: integer(M.invalidMonth, 1, 12).nullable(),
  delivery_year: integer(M.invalidYear, ProjectLimits.minYear, ProjectLimits.maxYear).nullable(),
  status: z.enum(projectStatuses, { error: M.invalidStatus }),
  address_line: requiredText(
    propertyWriteMessages.addressRequired,
    propertyWriteMessages.addressTooLong,
    300,
  ),
  region: requiredText(
    propertyWriteMessages.regionRequired,
    propertyWriteMessages.locationTooLong,
    PropertyLimits.maxLocationLength,
  ),
  province: requiredText(
    propertyWriteMessages.provinceRequired,
    propertyWriteMessages.locationTooLong,
    PropertyLimits.maxLocationLength,
  ),
  district: requiredText(
    propertyWriteMessages.districtRequired,
    propertyWriteMessages.locationTooLong,
    PropertyLimits.maxLocationLength,
  ),
  latitude: z.number({ error: propertyWriteMessages.invalidCoordinates }).nullable(),
  longitude: z.number({ error: propertyWriteMessages.invalidCoordinates }).nullable(),
  polygon_coordinates: z.array(lngLat, { error: propertyWriteMessages.invalidCoordinates }).nullable(),
  amenities: z
    .array(z.enum(amenities, { error: M.invalidAmenity }), { error: M.invalidAmenity })
    .transform(orderedAmenities),
  financing_banks: z
    .array(z.enum(financingBanks, { error: M.invalidBank }), { error: M.invalidBank })
    .transform(orderedBanks),
  mivivienda: z.boolean({ error: M.invalidMivivienda }),
  total_units: integer(M.invalidTotalUnits, 1, ProjectLimits.maxUnits),
  video_url: videoUrlField(propertyWriteMessages.invalidVideoUrl),
};

/** The `project` object of a PATCH: every field optional; `{ status }` alone publishes or archives. */
export const projectUpdateFieldsSchema = strictFields(projectFields, M.missingProject)
  .partial()
  .superRefine(checkGeometry);
export type ProjectUpdateFields = z.output<typeof projectUpdateFieldsSchema>;

/** The `project` object of a POST: the required fields and the defaults for the rest. */
export const projectCreateFieldsSchema = strictFields(
  {
    ...projectFields,
    delivery_month: projectFields.delivery_month.optional().default(null),
    delivery_year: projectFields.delivery_year.optional().default(null),
    status: projectFields.status.default('draft'),
    latitude: projectFields.latitude.optional(),
    longitude: projectFields.longitude.optional(),
    polygon_coordinates: projectFields.polygon_coordinates.optional(),
    amenities: projectFields.amenities.default([]),
    financing_banks: projectFields.financing_banks.default([]),
    mivivienda: projectFields.mivivienda.default(false),
    video_url: projectFields.video_url.optional(),
    /** Admins only: the company that will own it (members always create for their own company). */
    company_id: databaseIdField(M.invalidCompany).optional(),
  },
  M.missingProject,
).superRefine(checkGeometry);
export type ProjectCreateFields = z.output<typeof projectCreateFieldsSchema>;

export const projectCreateBodySchema = z.strictObject({ project: projectCreateFieldsSchema });
export const projectUpdateBodySchema = z.strictObject({ project: projectUpdateFieldsSchema });
export type ProjectCreateBody = z.input<typeof projectCreateBodySchema>;
export type ProjectUpdateBody = z.input<typeof projectUpdateBodySchema>;

/** A calendar month, to compare delivery dates with today. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * What is wrong with a project's delivery date, each as `[field, message]`: a building not yet ready needs
 * month and year, and one still "En planos" cannot be delivered before the current month.
 */
export function deliveryIssues(
  project: { stage: ProjectStage; delivery_month: number | null; delivery_year: number | null },
  today: YearMonth,
): [field: 'delivery_month' | 'delivery_year', message: string][] {
  if (project.stage === 'entrega_inmediata') return [];
  const { delivery_month: month, delivery_year: year } = project;
  if (month === null || year === null)
    return [[year === null ? 'delivery_year' : 'delivery_month', M.deliveryRequired]];
  const inPast = year < today.year || (year === today.year && month < today.month);
  return project.stage === 'en_planos' && inPast ? [['delivery_year', M.deliveryInPast]] : [];
}

const unitTypeFields = {
  name: requiredText(U.nameRequired, U.nameTooLong, ProjectLimits.maxUnitTypeNameLength),
  bedrooms: integer(U.invalidBedrooms, 0, 20),
  bathrooms: z
    .number({ error: U.invalidBathrooms })
    .min(0, U.invalidBathrooms)
    .max(20, U.invalidBathrooms)
    .refine((value) => Number.isInteger(value * 2), U.invalidBathrooms),
  area_min: amountField(
    { invalid: U.invalidArea, tooHigh: U.areaTooHigh },
    ProjectLimits.maxUnitArea,
    positive,
  ),
  area_max: amountField(
    { invalid: U.invalidArea, tooHigh: U.areaTooHigh },
    ProjectLimits.maxUnitArea,
    positive,
  ).nullable(),
  price_from: amountField(
    { invalid: U.invalidPrice, tooHigh: U.priceTooHigh, required: U.priceRequired },
    PropertyLimits.maxPrice - 0.01,
    positive,
  ),
  currency: z.enum(['PEN', 'USD'], { error: U.invalidCurrency }),
  units_available: integer(U.invalidUnits, 0, ProjectLimits.maxUnits),
};

function checkAreaRange(unit: { area_min?: number; area_max?: number | null }, ctx: z.RefinementCtx) {
  if (unit.area_min !== undefined && unit.area_max != null && unit.area_max < unit.area_min)
    ctx.addIssue({ code: 'custom', message: U.areaRange, path: ['area_max'] });
}

export const unitTypeCreateFieldsSchema = strictFields(
  { ...unitTypeFields, area_max: unitTypeFields.area_max.optional().default(null) },
  U.missingUnitType,
).superRefine(checkAreaRange);
export const unitTypeUpdateFieldsSchema = strictFields(unitTypeFields, U.missingUnitType)
  .partial()
  .superRefine(checkAreaRange);
export type UnitTypeCreateFields = z.output<typeof unitTypeCreateFieldsSchema>;
export type UnitTypeUpdateFields = z.output<typeof unitTypeUpdateFieldsSchema>;

export const unitTypeCreateBodySchema = z.strictObject({ unit_type: unitTypeCreateFieldsSchema });
export const unitTypeUpdateBodySchema = z.strictObject({ unit_type: unitTypeUpdateFieldsSchema });
export type UnitTypeCreateBody = z.input<typeof unitTypeCreateBodySchema>;
export type UnitTypeUpdateBody = z.input<typeof unitTypeUpdateBodySchema>;
