import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, photoFileColumns, timestamptz, updatedAt } from './columns.ts';
import { currency, projectStage, propertyStatus } from './enums.ts';
import type { LngLat } from './properties.ts';
import { users } from './users.ts';
import { owningCompanyId } from './company-column.ts';

/*
 * New developments (docs/product/projects.md): a builder's project and its unit types ("tipologías"). A
 * project is public when published and its company is not suspended; a buyer searches the unit types
 * (bedrooms, area, price in soles) and finds the project through any of them.
 */

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: owningCompanyId(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull(),
    stage: projectStage('stage').notNull(),
    /** Month (1-12) and year of delivery; both null only for 'entrega_inmediata'. */
    deliveryMonth: smallint('delivery_month'),
    deliveryYear: smallint('delivery_year'),
    status: propertyStatus('status').notNull().default('draft'),
    addressLine: text('address_line').notNull(),
    district: text('district').notNull(),
    province: text('province').notNull(),
    region: text('region').notNull(),
    ubigeoDepartment: char('ubigeo_department', { length: 2 }).notNull(),
    ubigeoProvince: char('ubigeo_province', { length: 4 }).notNull(),
    ubigeoDistrict: char('ubigeo_district', { length: 6 }).notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** The lot's outline, drawn with the editor's map tools; null when only a point was placed. */
    polygonCoordinates: jsonb('polygon_coordinates').$type<LngLat[]>(),
    /** Keys of packages/shared properties/amenities.ts, the list the properties use. */
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Keys of packages/shared projects/banks.ts. */
    financingBanks: text('financing_banks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The builder says it qualifies for the Bono MiVivienda; shown only while a unit type's price is within the bands. */
    mivivienda: boolean('mivivienda').notNull().default(false),
    totalUnits: integer('total_units').notNull(),
    videoUrl: text('video_url'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('projects_slug_unique').on(t.slug),
    index('projects_company_id_idx').on(t.companyId),
    // The project search: place and stage, then delivery, over the published ones only.
    index('projects_published_place_idx')
      .on(t.ubigeoDepartment, t.ubigeoProvince, t.ubigeoDistrict, t.stage, t.deliveryYear)
      .where(sql`${t.status} = 'published'`),
    index('projects_published_stage_delivery_idx')
      .on(t.stage, t.deliveryYear, t.id)
      .where(sql`${t.status} = 'published'`),
    index('projects_published_at_idx').on(sql`${t.publishedAt} desc nulls last`, sql`${t.id} desc`),
    index('projects_amenities_idx').using('gin', t.amenities),
    check(
      'projects_delivery_date',
      sql`${t.stage} = 'entrega_inmediata' or (${t.deliveryMonth} between 1 and 12 and ${t.deliveryYear} is not null)`,
    ),
    check('projects_total_units_positive', sql`${t.totalUnits} > 0`),
  ],
);

export const projectUnitTypes = pgTable(
  'project_unit_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    bedrooms: smallint('bedrooms').notNull(),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1 }).notNull(),
    areaMin: numeric('area_min', { precision: 12, scale: 2 }).notNull(),
    /** Null when every unit of the type has the same area. */
    areaMax: numeric('area_max', { precision: 12, scale: 2 }),
    priceFrom: numeric('price_from', { precision: 14, scale: 2 }).notNull(),
    currency: currency('currency').notNull(),
    /**
     * The price in soles at the rate in force, to the cent, as an offer's `price_pen`: written with the price
     * and again for every dollar price when the rate changes (features/projects/unit-type-prices.ts), so the
     * searches' price filters, sorts and bands are plain comparisons.
     */
    pricePen: numeric('price_pen', { precision: 16, scale: 2 }).notNull(),
    unitsAvailable: integer('units_available').notNull(),
    /** The floor plan's storage key (an image of the media pipeline), null without one. */
    floorPlanKey: text('floor_plan_key'),
    position: integer('position').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('project_unit_types_project_idx').on(t.projectId, t.position),
    // The searches' "a unit type matches" by its price range in soles, then bedrooms, per project.
    index('project_unit_types_search_idx').on(t.pricePen, t.bedrooms, t.projectId),
    // Saved-search alerts look for the unit types added since their last run.
    index('project_unit_types_created_at_idx').on(t.createdAt),
    check('project_unit_types_currency_pen_usd', sql`${t.currency} in ('PEN', 'USD')`),
    check('project_unit_types_units_non_negative', sql`${t.unitsAvailable} >= 0`),
  ],
);

/**
 * Every price a unit type has had, as offer_price_changes records an offer's (docs/product/price-and-mortgage.md
 * §1): a row on creation and one whenever its price or currency changes.
 */
export const unitTypePriceChanges = pgTable(
  'unit_type_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitTypeId: integer('unit_type_id')
      .notNull()
      .references(() => projectUnitTypes.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: currency('currency').notNull(),
    pricePen: numeric('price_pen', { precision: 16, scale: 2 }).notNull(),
    changePercent: numeric('change_percent', { precision: 9, scale: 2 }),
    changedAt: timestamptz('changed_at').notNull().defaultNow(),
  },
  (t) => [index('unit_type_price_changes_unit_type_idx').on(t.unitTypeId, sql`${t.id} desc`)],
);

/** A project's photos: the property photos' pipeline (renditions under the same key layout). */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(1),
    alt: text('alt'),
    ...photoFileColumns(),
    createdAt: createdAt(),
  },
  (t) => [index('project_photos_project_position_idx').on(t.projectId, t.position)],
);

export type ProjectRow = typeof projects.$inferSelect;
export type UnitTypeRow = typeof projectUnitTypes.$inferSelect;
export type ProjectPhotoRow = typeof projectPhotos.$inferSelect;
