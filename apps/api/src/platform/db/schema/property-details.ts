import { boolean, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/*
 * One table per property_detail_type, keyed by the property itself (at most one detail row per property).
 * Every field is optional: the editor lets a user save a draft with only the area filled in.
 */

const propertyId = () =>
  integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' });

export const landDetails = pgTable('land_details', {
  propertyId: propertyId(),
  lengthM: numeric('length_m', { precision: 12, scale: 2 }),
  widthM: numeric('width_m', { precision: 12, scale: 2 }),
  irrigation: boolean('irrigation'),
  crops: text('crops'),
});

export const lotDetails = pgTable('lot_details', {
  propertyId: propertyId(),
  frontM: numeric('front_m', { precision: 12, scale: 2 }),
  depthM: numeric('depth_m', { precision: 12, scale: 2 }),
  water: boolean('water'),
  electricity: boolean('electricity'),
  sewage: boolean('sewage'),
});

export const apartmentDetails = pgTable('apartment_details', {
  propertyId: propertyId(),
  floorNumber: integer('floor_number'),
  bedrooms: integer('bedrooms'),
  /** Half bathrooms exist (step 0.5 in the editor). */
  bathrooms: numeric('bathrooms', { precision: 4, scale: 1 }),
  parkingSpots: integer('parking_spots'),
});

export const houseDetails = pgTable('house_details', {
  propertyId: propertyId(),
  floors: integer('floors'),
  bedrooms: integer('bedrooms'),
  bathrooms: numeric('bathrooms', { precision: 4, scale: 1 }),
  parkingSpots: integer('parking_spots'),
  garden: boolean('garden'),
  pool: boolean('pool'),
});

export const officeDetails = pgTable('office_details', {
  propertyId: propertyId(),
  meetingRooms: integer('meeting_rooms'),
  parkingSpots: integer('parking_spots'),
  reception: boolean('reception'),
});

export const warehouseDetails = pgTable('warehouse_details', {
  propertyId: propertyId(),
  ceilingHeight: numeric('ceiling_height', { precision: 6, scale: 2 }),
  loadingDock: boolean('loading_dock'),
  officeSpace: boolean('office_space'),
  security: boolean('security'),
});

/** The detail table for each detail type, so code can pick the table from a property's detail type. */
export const detailTables = {
  LandResource: landDetails,
  LotResource: lotDetails,
  ApartmentResource: apartmentDetails,
  HouseResource: houseDetails,
  OfficeResource: officeDetails,
  WarehouseResource: warehouseDetails,
} as const;

export type LandDetails = typeof landDetails.$inferSelect;
export type NewLandDetails = typeof landDetails.$inferInsert;
export type LotDetails = typeof lotDetails.$inferSelect;
export type NewLotDetails = typeof lotDetails.$inferInsert;
export type ApartmentDetails = typeof apartmentDetails.$inferSelect;
export type NewApartmentDetails = typeof apartmentDetails.$inferInsert;
export type HouseDetails = typeof houseDetails.$inferSelect;
export type NewHouseDetails = typeof houseDetails.$inferInsert;
export type OfficeDetails = typeof officeDetails.$inferSelect;
export type NewOfficeDetails = typeof officeDetails.$inferInsert;
export type WarehouseDetails = typeof warehouseDetails.$inferSelect;
export type NewWarehouseDetails = typeof warehouseDetails.$inferInsert;
