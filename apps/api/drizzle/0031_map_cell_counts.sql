CREATE TABLE "map_cell_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" bigint NOT NULL,
	"sign" smallint NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_cell_counts" (
	"level" smallint NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"listed" bigint NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	CONSTRAINT "map_cell_counts_level_cx_cy_pk" PRIMARY KEY("level","cx","cy")
);
--> statement-breakpoint
-- The unfiltered map's clusters, kept by the database itself (platform/db/schema/map-cell-counts.ts), like
-- listing_totals (0014): every writer keeps them exact, in its own transaction. A point counts when its
-- property is publicly listed (publicly-listed.ts `publiclyListedOf`, spelled out as 0014 does) and has a map
-- point. Levels 0 to 7: cells of 90/2^k degrees, the map's grid at zooms 0 to 7 (map-grid.ts); the cell
-- size is an exact float8 (90 / 2^k), and a point's cell is floor(lng / size), as the live grouping's.
--
-- Adding points: one upsert per touched cell and level, the box around the cell's points grown.
CREATE OR REPLACE FUNCTION public.map_cells_add(lngs float8[], lats float8[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.map_cell_counts AS m
    (level, cx, cy, listed, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat)
  SELECT l, floor(p.lng / (90::float8 / (1 << l)))::int, floor(p.lat / (90::float8 / (1 << l)))::int,
         count(*), sum(p.lng), sum(p.lat), min(p.lng), min(p.lat), max(p.lng), max(p.lat)
  FROM unnest(lngs, lats) AS p(lng, lat), generate_series(0, 7) AS l
  GROUP BY 1, 2, 3
  ON CONFLICT (level, cx, cy) DO UPDATE SET
    listed = m.listed + excluded.listed,
    sum_lng = m.sum_lng + excluded.sum_lng,
    sum_lat = m.sum_lat + excluded.sum_lat,
    min_lng = least(m.min_lng, excluded.min_lng),
    min_lat = least(m.min_lat, excluded.min_lat),
    max_lng = greatest(m.max_lng, excluded.max_lng),
    max_lat = greatest(m.max_lat, excluded.max_lat);
END $$;--> statement-breakpoint
-- Taking points away: counts and sums subtracted, an emptied cell deleted, and the box of a cell read again
-- from properties (after the statement: its rows are already as they end) only when a removed point lay on
-- its edge. The range conditions let the read use properties_listed_map_point_idx; the floor() ones decide.
CREATE OR REPLACE FUNCTION public.map_cells_remove(lngs float8[], lats float8[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  edge_levels int[];
  edge_cxs int[];
  edge_cys int[];
BEGIN
  WITH gone AS (
    SELECT l AS level, floor(p.lng / (90::float8 / (1 << l)))::int AS cx,
           floor(p.lat / (90::float8 / (1 << l)))::int AS cy,
           count(*) AS n, sum(p.lng) AS sum_lng, sum(p.lat) AS sum_lat, min(p.lng) AS min_lng,
           min(p.lat) AS min_lat, max(p.lng) AS max_lng, max(p.lat) AS max_lat
    FROM unnest(lngs, lats) AS p(lng, lat), generate_series(0, 7) AS l
    GROUP BY 1, 2, 3
  ),
  kept AS (
    UPDATE public.map_cell_counts m SET
      listed = m.listed - g.n, sum_lng = m.sum_lng - g.sum_lng, sum_lat = m.sum_lat - g.sum_lat
    FROM gone g
    WHERE m.level = g.level AND m.cx = g.cx AND m.cy = g.cy
    RETURNING m.level, m.cx, m.cy, m.listed,
      g.min_lng <= m.min_lng OR g.min_lat <= m.min_lat OR g.max_lng >= m.max_lng OR g.max_lat >= m.max_lat
        AS on_edge
  )
  SELECT array_agg(level), array_agg(cx), array_agg(cy) INTO edge_levels, edge_cxs, edge_cys
  FROM kept WHERE on_edge AND listed > 0;
  DELETE FROM public.map_cell_counts WHERE listed <= 0;
  IF edge_levels IS NULL THEN
    RETURN;
  END IF;
  UPDATE public.map_cell_counts m SET (min_lng, min_lat, max_lng, max_lat) = (
      SELECT min(p.map_lng), min(p.map_lat), max(p.map_lng), max(p.map_lat)
      FROM public.properties p
      WHERE p.status = 'published' AND p.visibility = 'public' AND p.hidden_at IS NULL
        AND NOT p.company_suspended
        AND p.map_lng >= m.cx * (90::float8 / (1 << m.level)) - 1e-9
        AND p.map_lng < (m.cx + 1) * (90::float8 / (1 << m.level)) + 1e-9
        AND p.map_lat >= m.cy * (90::float8 / (1 << m.level)) - 1e-9
        AND p.map_lat < (m.cy + 1) * (90::float8 / (1 << m.level)) + 1e-9
        AND floor(p.map_lng / (90::float8 / (1 << m.level))) = m.cx
        AND floor(p.map_lat / (90::float8 / (1 << m.level))) = m.cy)
  FROM unnest(edge_levels, edge_cxs, edge_cys) AS e(level, cx, cy)
  WHERE m.level = e.level AND m.cx = e.cx AND m.cy = e.cy;
END $$;--> statement-breakpoint
-- Inserts and deletes: one statement trigger each, over the statement's rows (a bulk insert of a million
-- properties folds them in once).
CREATE OR REPLACE FUNCTION public.properties_map_cells_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  lngs float8[];
  lats float8[];
BEGIN
  SELECT array_agg(map_lng), array_agg(map_lat) INTO lngs, lats FROM new_rows
  WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended
    AND map_lng IS NOT NULL AND map_lat IS NOT NULL;
  IF lngs IS NOT NULL THEN
    PERFORM public.map_cells_add(lngs, lats);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_map_cells_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  lngs float8[];
  lats float8[];
BEGIN
  SELECT array_agg(map_lng), array_agg(map_lat) INTO lngs, lats FROM old_rows
  WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended
    AND map_lng IS NOT NULL AND map_lat IS NOT NULL;
  IF lngs IS NOT NULL THEN
    PERFORM public.map_cells_remove(lngs, lats);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates: most never move a listed point (view counts, trend scores, prices, edits), so no transition
-- tables (0014 says why). A row trigger fires only for a row that enters, leaves or moves on the map and
-- notes its old point (-1) and its new one (+1) in map_cell_changes; the statement trigger then folds the
-- statement's notes in once, so suspending a company updates each cell once, not once per property.
CREATE OR REPLACE FUNCTION public.properties_map_cells_row_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' AND OLD.visibility = 'public' AND OLD.hidden_at IS NULL
     AND NOT OLD.company_suspended AND OLD.map_lng IS NOT NULL AND OLD.map_lat IS NOT NULL THEN
    INSERT INTO public.map_cell_changes (txid, sign, lng, lat) VALUES (txid_current(), -1, OLD.map_lng, OLD.map_lat);
  END IF;
  IF NEW.status = 'published' AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL
     AND NOT NEW.company_suspended AND NEW.map_lng IS NOT NULL AND NEW.map_lat IS NOT NULL THEN
    INSERT INTO public.map_cell_changes (txid, sign, lng, lat) VALUES (txid_current(), 1, NEW.map_lng, NEW.map_lat);
  END IF;
  PERFORM set_config('inmoperu.map_cells_pending', '1', true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_map_cells_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  out_lngs float8[];
  out_lats float8[];
  in_lngs float8[];
  in_lats float8[];
BEGIN
  -- Most updates noted nothing: they end here without reading map_cell_changes.
  IF coalesce(current_setting('inmoperu.map_cells_pending', true), '') <> '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('inmoperu.map_cells_pending', '0', true);
  WITH taken AS (
    DELETE FROM public.map_cell_changes WHERE txid = txid_current() RETURNING sign, lng, lat
  )
  SELECT array_agg(lng) FILTER (WHERE sign < 0), array_agg(lat) FILTER (WHERE sign < 0),
         array_agg(lng) FILTER (WHERE sign > 0), array_agg(lat) FILTER (WHERE sign > 0)
  INTO out_lngs, out_lats, in_lngs, in_lats FROM taken;
  -- Removals first: an emptied cell is deleted before a point entering it in the same statement recreates it.
  IF out_lngs IS NOT NULL THEN
    PERFORM public.map_cells_remove(out_lngs, out_lats);
  END IF;
  IF in_lngs IS NOT NULL THEN
    PERFORM public.map_cells_add(in_lngs, in_lats);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_map_cells_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public.map_cell_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_map_cells_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.properties_map_cells_inserted();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.properties_map_cells_deleted();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_update_row AFTER UPDATE ON properties
  FOR EACH ROW WHEN (
    (OLD.status = 'published' AND OLD.visibility = 'public' AND OLD.hidden_at IS NULL AND NOT OLD.company_suspended
      AND OLD.map_lng IS NOT NULL AND OLD.map_lat IS NOT NULL)
    IS DISTINCT FROM
    (NEW.status = 'published' AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL AND NOT NEW.company_suspended
      AND NEW.map_lng IS NOT NULL AND NEW.map_lat IS NOT NULL)
    OR ((NEW.status = 'published' AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL AND NOT NEW.company_suspended)
      AND (OLD.map_lng IS DISTINCT FROM NEW.map_lng OR OLD.map_lat IS DISTINCT FROM NEW.map_lat)))
  EXECUTE FUNCTION public.properties_map_cells_row_updated();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_update AFTER UPDATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION public.properties_map_cells_updated();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION public.properties_map_cells_truncated();--> statement-breakpoint
SELECT public.map_cells_add(array_agg(map_lng), array_agg(map_lat)) FROM properties
WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended
  AND map_lng IS NOT NULL AND map_lat IS NOT NULL;
