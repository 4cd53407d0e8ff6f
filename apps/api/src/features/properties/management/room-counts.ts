import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client.ts';
import { amenities } from '@inmuebles/shared/properties/amenities';
import { properties } from '../../../platform/db/schema/index.ts';

/*
 * The room counts the search filters on (`bedrooms`, `bathrooms`, `parking_spaces` of properties,
 * docs/product/offers-and-search.md §3) are copies: the editor writes them in the type detail (departamento
 * and casa: dormitorios, baños, estacionamientos; oficina: estacionamientos), and the demo data also in the
 * free `attributes`. This statement copies them after every write that may change them; the migration
 * that created the columns ran the same statement for every row.
 */

/** A number stored in `attributes` under `key`, when it is one and within [0, max]. */
const attributeNumber = (key: string, max: number) =>
  sql.raw(`(case when jsonb_typeof(p.attributes -> '${key}') = 'number'
    and (p.attributes ->> '${key}')::numeric between 0 and ${max} then (p.attributes ->> '${key}')::numeric end)`);

const detail = (table: string, column: string) =>
  sql.raw(`(select d.${column} from ${table} d where d.property_id = p.id)`);

/** The room counts' assignments of an update of `properties p`. */
const roomCountColumns = sql`
    bedrooms = coalesce(${detail('apartment_details', 'bedrooms')}, ${detail('house_details', 'bedrooms')},
      trunc(${attributeNumber('bedrooms', 1000)})::int),
    bathrooms = coalesce(${detail('apartment_details', 'bathrooms')}, ${detail('house_details', 'bathrooms')},
      round(${attributeNumber('bathrooms', 500)}, 1)),
    parking_spaces = coalesce(${detail('apartment_details', 'parking_spots')}, ${detail('house_details', 'parking_spots')},
      ${detail('office_details', 'parking_spots')}, trunc(${attributeNumber('parking', 10000)})::int,
      trunc(${attributeNumber('parking_spots', 10000)})::int)`;

/** Copies the room counts into the properties matching `where` (a condition over `p`). */
export async function syncRoomCounts(db: DbOrTx, where: SQL): Promise<void> {
  await db.execute(sql`update ${properties} p set ${roomCountColumns} where ${where}`);
}

/** The amenities' order (the shared list), as a SQL array. */
const amenityOrder = sql.raw(`array[${amenities.map((amenity) => `'${amenity}'`).join(', ')}]`);

/**
 * A house's 'Piscina' and 'Jardín' are its detail's flags (amenitiesInDetail): copied into its amenities,
 * added when true, removed when false, left as they were when the flag is empty; kept in the list's order.
 * Any other property (no house_details row) keeps its amenities.
 */
const detailAmenities = sql`coalesce((select coalesce((
      select array_agg(a order by array_position(${amenityOrder}, a)) from (select distinct unnest(
        array_remove(array_remove(p.amenities, case when d.pool is not null then 'pool' end),
          case when d.garden is not null then 'garden' end)
        || case when d.pool then array['pool'] else '{}'::text[] end
        || case when d.garden then array['garden'] else '{}'::text[] end) as a) chosen), '{}'::text[])
    from house_details d where d.property_id = p.id), p.amenities)`;

/**
 * One property's room counts and detail amenities, after its detail was written: one update, so the row
 * (and every index entry of the table) is rewritten once.
 */
export async function syncRoomCountsOf(db: DbOrTx, propertyId: number): Promise<void> {
  await db.execute(
    sql`update ${properties} p set ${roomCountColumns}, amenities = ${detailAmenities} where p.id = ${propertyId}`,
  );
}
