import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import type { PropertyDetailFields } from '@inmuebles/shared/properties/property-detail-schema';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { detailTables } from '../../platform/db/schema/index.ts';

/*
 * The type-specific fields of one property (docs/product/public-and-auth.md §3, "Detail types"), read from the table of its detail type
 * and shaped for the answer: snake_case, PostgreSQL numerics (strings on the wire from the driver) as numbers.
 * One loader per type keeps every column typed; a switch over a union of tables would lose that.
 */

/** numeric arrives as a string ('2.5'); the detail screen wants a number. */
const num = (value: string | null): number | null => {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

type Loader = (db: DbOrTx, propertyId: number) => Promise<PropertyDetailFields | null>;

const loaders: Record<PropertyDetailType, Loader> = {
  async LandResource(db, propertyId) {
    const table = detailTables.LandResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'LandResource',
      length_m: num(row.lengthM),
      width_m: num(row.widthM),
      irrigation: row.irrigation,
      crops: row.crops,
    };
  },
  async LotResource(db, propertyId) {
    const table = detailTables.LotResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'LotResource',
      front_m: num(row.frontM),
      depth_m: num(row.depthM),
      water: row.water,
      electricity: row.electricity,
      sewage: row.sewage,
    };
  },
  async ApartmentResource(db, propertyId) {
    const table = detailTables.ApartmentResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'ApartmentResource',
      bedrooms: row.bedrooms,
      bathrooms: num(row.bathrooms),
      parking_spots: row.parkingSpots,
      floor_number: row.floorNumber,
    };
  },
  async HouseResource(db, propertyId) {
    const table = detailTables.HouseResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'HouseResource',
      bedrooms: row.bedrooms,
      bathrooms: num(row.bathrooms),
      parking_spots: row.parkingSpots,
      floors: row.floors,
      garden: row.garden,
      pool: row.pool,
    };
  },
  async OfficeResource(db, propertyId) {
    const table = detailTables.OfficeResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'OfficeResource',
      meeting_rooms: row.meetingRooms,
      parking_spots: row.parkingSpots,
      reception: row.reception,
    };
  },
  async WarehouseResource(db, propertyId) {
    const table = detailTables.WarehouseResource;
    const [row] = await db.select().from(table).where(eq(table.propertyId, propertyId));
    if (!row) return null;
    return {
      type: 'WarehouseResource',
      ceiling_height: num(row.ceilingHeight),
      loading_dock: row.loadingDock,
      office_space: row.officeSpace,
      security: row.security,
    };
  },
};

/** The detail of the property's own detail type; null when it was never filled in. */
export function loadTypeDetail(
  db: DbOrTx,
  propertyId: number,
  detailType: PropertyDetailType,
): Promise<PropertyDetailFields | null> {
  return loaders[detailType](db, propertyId);
}
