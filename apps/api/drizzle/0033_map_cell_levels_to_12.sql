-- The kept map cells (0031) reach level 12, the grid of zoom 12 (map-grid.ts: zoom z groups by cells of
-- 90/2^z degrees), so the unfiltered map of a city reads kept cells too; from zoom 13 up the map still groups
-- live. The two functions every trigger calls take the levels 0 to 12; then the new levels are counted
-- once from properties.
CREATE OR REPLACE FUNCTION public.map_cells_add(lngs float8[], lats float8[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.map_cell_counts AS m
    (level, cx, cy, listed, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat)
  SELECT l, floor(p.lng / (90::float8 / (1 << l)))::int, floor(p.lat / (90::float8 / (1 << l)))::int,
         count(*), sum(p.lng), sum(p.lat), min(p.lng), min(p.lat), max(p.lng), max(p.lat)
  FROM unnest(lngs, lats) AS p(lng, lat), generate_series(0, 12) AS l
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
-- Only the cells the statement touched are deleted when emptied, by key: with the fine levels the table
-- holds tens of thousands of cells, and looking for emptied ones over all of them made every removal scan
-- the table.
CREATE OR REPLACE FUNCTION public.map_cells_remove(lngs float8[], lats float8[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  edge_levels int[];
  edge_cxs int[];
  edge_cys int[];
  empty_levels int[];
  empty_cxs int[];
  empty_cys int[];
BEGIN
  WITH gone AS (
    SELECT l AS level, floor(p.lng / (90::float8 / (1 << l)))::int AS cx,
           floor(p.lat / (90::float8 / (1 << l)))::int AS cy,
           count(*) AS n, sum(p.lng) AS sum_lng, sum(p.lat) AS sum_lat, min(p.lng) AS min_lng,
           min(p.lat) AS min_lat, max(p.lng) AS max_lng, max(p.lat) AS max_lat
    FROM unnest(lngs, lats) AS p(lng, lat), generate_series(0, 12) AS l
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
  SELECT array_agg(level) FILTER (WHERE on_edge AND listed > 0),
         array_agg(cx) FILTER (WHERE on_edge AND listed > 0),
         array_agg(cy) FILTER (WHERE on_edge AND listed > 0),
         array_agg(level) FILTER (WHERE listed <= 0), array_agg(cx) FILTER (WHERE listed <= 0),
         array_agg(cy) FILTER (WHERE listed <= 0)
  INTO edge_levels, edge_cxs, edge_cys, empty_levels, empty_cxs, empty_cys FROM kept;
  IF empty_levels IS NOT NULL THEN
    DELETE FROM public.map_cell_counts m
    USING unnest(empty_levels, empty_cxs, empty_cys) AS e(level, cx, cy)
    WHERE m.level = e.level AND m.cx = e.cx AND m.cy = e.cy;
  END IF;
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
INSERT INTO public.map_cell_counts
  (level, cx, cy, listed, sum_lng, sum_lat, min_lng, min_lat, max_lng, max_lat)
SELECT l, floor(map_lng / (90::float8 / (1 << l)))::int, floor(map_lat / (90::float8 / (1 << l)))::int,
       count(*), sum(map_lng), sum(map_lat), min(map_lng), min(map_lat), max(map_lng), max(map_lat)
FROM public.properties, generate_series(8, 12) AS l
WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended
  AND map_lng IS NOT NULL AND map_lat IS NOT NULL
GROUP BY 1, 2, 3;
