import {
  bigint,
  bigserial,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
} from 'drizzle-orm/pg-core';

/*
 * The unfiltered map's clusters, kept by triggers on properties (migrations 0031, 0033) so the map of Peru
 * at a low zoom reads a few dozen rows instead of grouping every listed point (830,000 of them and some
 * 270 ms at a million properties; docs/performance.md "Map queries"). One row per grid cell holding at least
 * one publicly listed property with a map point (publicly-listed.ts, the same rule the map's live query
 * reads), at every cell size the map groups by from zoom 0 to 12 (features/properties/map-grid.ts,
 * KEPT_LEVELS in kept-map-clusters.ts): `level` k is a cell of 90/2^k degrees, the cell `cx`, `cy` of a
 * point is floor(lng / size), floor(lat / size), as the live grouping computes it. Count and coordinate
 * sums are kept by adding and subtracting; the box around the cell's points grows with an insert and is read
 * again from properties only when a removed point was on its edge. Exact and transactional, like
 * listing_totals.
 */
export const mapCellCounts = pgTable(
  'map_cell_counts',
  {
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    listed: bigint('listed', { mode: 'number' }).notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cx, t.cy] })],
);

/**
 * The points an update takes out of or puts on the map, between a row trigger that records them and the
 * statement trigger that folds them into map_cell_counts once per statement (migration 0031): only ever
 * holds rows of a statement still running.
 */
export const mapCellChanges = pgTable('map_cell_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  txid: bigint('txid', { mode: 'number' }).notNull(),
  sign: smallint('sign').notNull(),
  lng: doublePrecision('lng').notNull(),
  lat: doublePrecision('lat').notNull(),
});
