import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db/client.ts';
import { listings, mediaAssets, properties, type Listing } from '../../platform/db/schema/index.ts';

/*
 * The queries of `GET /properties/map` over the listing's filters (list-filters.ts, which include the box).
 * Exposed unexecuted, like the listing's, so the benchmark can replay the same SQL on the bare driver.
 */

/**
 * What a map groups per grid cell (map-grid.ts) of the points `lng`/`lat`: count, average point and the box
 * around the cell's points, and the cell expressions to group by. Every point falls in exactly one cell, so
 * the counts add up to the filtered total. The property map and the project map share it.
 */
export function gridCellAggregates(lng: SQL | AnyPgColumn, lat: SQL | AnyPgColumn, cellSize: number) {
  // A literal, not a parameter: GROUP BY and ORDER BY must spell the same expression, and two parameters
  // are two expressions to PostgreSQL. The size is a number the server computed (map-grid.ts), never input.
  const size = sql.raw(`${Number(cellSize)}::float8`);
  return {
    columns: {
      count: sql<number>`count(*)::int`,
      lng: sql<number>`avg(${lng})`,
      lat: sql<number>`avg(${lat})`,
      minLng: sql<number>`min(${lng})`,
      minLat: sql<number>`min(${lat})`,
      maxLng: sql<number>`max(${lng})`,
      maxLat: sql<number>`max(${lat})`,
    },
    groupBy: [sql`floor(${lng} / ${size})`, sql`floor(${lat} / ${size})`] as const,
  };
}

/** The matching properties grouped by grid cell. */
export function buildClusters(db: DbOrTx, where: SQL, cellSize: number) {
  const cells = gridCellAggregates(properties.mapLng, properties.mapLat, cellSize);
  return (
    db
      .select(cells.columns)
      .from(properties)
      .where(where)
      // No ORDER BY: the planner cannot guess how few cells there are (it expects one per row) and would
      // sort every point on disk to group them; hashing them costs a fraction. The service orders the cells.
      .groupBy(...cells.groupBy)
  );
}

export function buildPoints(db: DbOrTx, where: SQL, limit: number, withOutline: boolean) {
  const offer = db
    .select({
      price: sql<string>`${listings.price}`.as('offer_price'),
      currency: sql<Listing['currency']>`${listings.currency}`.as('offer_currency'),
      operation: sql<Listing['operation']>`${listings.operation}`.as('offer_operation'),
    })
    .from(listings)
    .where(and(eq(listings.propertyId, properties.id), eq(listings.status, 'active')))
    .orderBy(desc(sql`${listings.operation} = 'sale'`), asc(listings.id))
    .limit(1)
    .as('main_offer');
  const photo = db
    .select({ storageKey: sql<string>`${mediaAssets.storageKey}`.as('photo_key') })
    .from(mediaAssets)
    .where(and(eq(mediaAssets.propertyId, properties.id), eq(mediaAssets.kind, 'photo')))
    .orderBy(asc(mediaAssets.position), asc(mediaAssets.id))
    .limit(1)
    .as('main_photo');
  return db
    .select({
      id: properties.id,
      slug: properties.slug,
      title: properties.title,
      lng: sql<number>`${properties.mapLng}`,
      lat: sql<number>`${properties.mapLat}`,
      ownPrice: properties.price,
      ownCurrency: properties.currency,
      offerPrice: offer.price,
      offerCurrency: offer.currency,
      offerOperation: offer.operation,
      photoKey: photo.storageKey,
      outline: withOutline ? properties.polygonCoordinates : sql<null>`null::jsonb`,
    })
    .from(properties)
    .leftJoinLateral(offer, sql`true`)
    .leftJoinLateral(photo, sql`true`)
    .where(where)
    .orderBy(asc(properties.id))
    .limit(limit);
}

export type MapPointRow = Awaited<ReturnType<typeof buildPoints>>[number];

/** One grid cell's count, average point and the box around its points. */
export type ClusterCell = Awaited<ReturnType<typeof buildClusters>>[number];
