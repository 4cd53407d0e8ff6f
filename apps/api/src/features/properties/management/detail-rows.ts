import type { PropertyDetailType } from '@inmuebles/shared/properties/enums';
import type { PropertyDetailInput } from '@inmuebles/shared/properties/property-detail-input';
import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { detailTables } from '../../../platform/db/schema/index.ts';

/*
 * Writes the type-specific row (one table per detail type, keyed by the property). The editor's fields are
 * snake_case and already validated (property-write-schema.ts); here they become columns: numeric columns
 * take decimal text, so a bathroom count of 2.5 is stored exactly.
 */

type Kind = 'numeric' | 'plain';

/** For each detail type: the request field → [table column property, how the value is written]. */
const fieldColumns: Record<PropertyDetailType, Record<string, readonly [string, Kind]>> = {
  LandResource: {
    length_m: ['lengthM', 'numeric'],
    width_m: ['widthM', 'numeric'],
    irrigation: ['irrigation', 'plain'],
    crops: ['crops', 'plain'],
  },
  LotResource: {
    front_m: ['frontM', 'numeric'],
    depth_m: ['depthM', 'numeric'],
    water: ['water', 'plain'],
    electricity: ['electricity', 'plain'],
    sewage: ['sewage', 'plain'],
  },
  ApartmentResource: {
    floor_number: ['floorNumber', 'plain'],
    bedrooms: ['bedrooms', 'plain'],
    bathrooms: ['bathrooms', 'numeric'],
    parking_spots: ['parkingSpots', 'plain'],
  },
  HouseResource: {
    floors: ['floors', 'plain'],
    bedrooms: ['bedrooms', 'plain'],
    bathrooms: ['bathrooms', 'numeric'],
    parking_spots: ['parkingSpots', 'plain'],
    garden: ['garden', 'plain'],
    pool: ['pool', 'plain'],
  },
  OfficeResource: {
    meeting_rooms: ['meetingRooms', 'plain'],
    parking_spots: ['parkingSpots', 'plain'],
    reception: ['reception', 'plain'],
  },
  WarehouseResource: {
    ceiling_height: ['ceilingHeight', 'numeric'],
    loading_dock: ['loadingDock', 'plain'],
    office_space: ['officeSpace', 'plain'],
    security: ['security', 'plain'],
  },
};

/** The columns to write for the fields that were sent (absent fields are left out, null clears). */
function detailColumns(type: PropertyDetailType, input: PropertyDetailInput): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    const target = fieldColumns[type][field];
    // Unknown fields never get here (the schema is strict); skipping keeps a stray key from reaching SQL.
    if (!target) continue;
    const [column, kind] = target;
    columns[column] = kind === 'numeric' && typeof value === 'number' ? String(value) : value;
  }
  return columns;
}

/** The table of a detail type, loosely typed: the column names come from `fieldColumns`. */
const tableOf = (type: PropertyDetailType) =>
  detailTables[type] as PgTable & typeof detailTables.LandResource;

/**
 * Creates or updates the row of `type`: the fields sent are written, the others kept. A row is created even
 * for an empty object, so the property has a detail of its type (all fields empty).
 */
export async function upsertDetailRow(
  tx: DbOrTx,
  propertyId: number,
  type: PropertyDetailType,
  input: PropertyDetailInput,
): Promise<void> {
  const table = tableOf(type);
  const columns = detailColumns(type, input);
  const insert = tx.insert(table).values({ ...columns, propertyId } as typeof table.$inferInsert);
  await (Object.keys(columns).length === 0
    ? insert.onConflictDoNothing()
    : insert.onConflictDoUpdate({ target: table.propertyId, set: columns }));
}

/** Removes every detail row of the property, whatever its type (a change of category starts afresh). */
export async function deleteDetailRows(tx: DbOrTx, propertyId: number): Promise<void> {
  for (const table of Object.values(detailTables)) {
    await tx.delete(table).where(eq(table.propertyId, propertyId));
  }
}
