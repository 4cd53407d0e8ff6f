import { z } from 'zod';
import { amenities } from '../properties/amenities.ts';
import { contactRequestBodySchema } from '../properties/contact-request-schema.ts';
import { financingBanks } from './banks.ts';
import { projectStages, projectStatuses } from './enums.ts';
import { databaseIdField } from '../ids/database-id.ts';

/*
 * What the API answers about projects (docs/product/projects.md §7): a unit type, a project with its unit
 * types (the editor and the public page), and a project's card (the searches). Money and areas travel as
 * decimal strings, as the offers' do; a price in dollars comes with its amount in soles.
 */

export const unitTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bedrooms: z.number().int(),
  bathrooms: z.string(),
  area_min: z.string(),
  area_max: z.string().nullable(),
  price_from: z.string(),
  currency: z.enum(['PEN', 'USD']),
  /** The price in soles at the rate in force (the other currency shown, as offers are). */
  price_from_pen: z.string(),
  units_available: z.number().int(),
  floor_plan_url: z.string().nullable(),
});
export type UnitType = z.infer<typeof unitTypeSchema>;

export const projectPhotoSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  thumbnail_url: z.string(),
  large_url: z.string(),
  alt: z.string().nullable(),
});
export type ProjectPhoto = z.infer<typeof projectPhotoSchema>;

export const projectCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string().nullable(),
  phone: z.string().nullable(),
  verified: z.boolean(),
});

const location = {
  address_line: z.string(),
  district: z.string(),
  province: z.string(),
  region: z.string(),
  ubigeo_department: z.string(),
  ubigeo_province: z.string(),
  ubigeo_district: z.string(),
};

/** What the whole project and its card both say: its stage, delivery, status and place. */
const standing = {
  stage: z.enum(projectStages),
  delivery_month: z.number().int().nullable(),
  delivery_year: z.number().int().nullable(),
  status: z.enum(projectStatuses),
  ...location,
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
};

/** A project whole: the editor's and the public page's answer. */
export const projectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  ...standing,
  polygon_coordinates: z.array(z.tuple([z.number(), z.number()])).nullable(),
  amenities: z.array(z.enum(amenities)),
  financing_banks: z.array(z.enum(financingBanks)),
  /** Flagged by the builder and within the bands of Crédito MiVivienda in force through a unit type. */
  mivivienda: z.boolean(),
  total_units: z.number().int(),
  video_url: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  company: projectCompanySchema,
  unit_types: z.array(unitTypeSchema),
  photos: z.array(projectPhotoSchema),
});
export type Project = z.infer<typeof projectSchema>;
export const projectResponseSchema = z.object({ project: projectSchema });
export type ProjectResponse = z.infer<typeof projectResponseSchema>;

/** A project's card: "Desde S/ 389,000 · 1 a 3 dorm. · 45 a 98 m² · Entrega dic. 2027". */
export const projectCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  ...standing,
  /** The lowest unit type's price, in its own currency, and in soles. */
  price_from: z.string().nullable(),
  currency: z.enum(['PEN', 'USD']).nullable(),
  price_from_pen: z.string().nullable(),
  bedrooms_min: z.number().int().nullable(),
  bedrooms_max: z.number().int().nullable(),
  area_min: z.string().nullable(),
  area_max: z.string().nullable(),
  unit_type_count: z.number().int(),
  mivivienda: z.boolean(),
  main_photo_url: z.string().nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The last change of the project (the dashboard's "Actualizado"). */
  updated_at: z.string(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

export const projectPaginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
  total_count: z.number().int(),
});

export const projectListResponseSchema = z.object({
  projects: z.array(projectCardSchema),
  pagination: projectPaginationSchema,
});
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>;

export const unitTypeResponseSchema = z.object({ unit_type: unitTypeSchema });
export const projectDeletedResponseSchema = z.object({ message: z.string() });

/**
 * `POST /projects/{slug}/contact_requests`: the property contact form's body, plus the unit type chosen
 * under "Consultar" (optional: the project's own button asks about the project as a whole).
 */
export const projectContactRequestBodySchema = contactRequestBodySchema.extend({
  unit_type_id: databaseIdField('Tipo de unidad no válido').optional(),
});
export type ProjectContactRequestBody = z.input<typeof projectContactRequestBodySchema>;
