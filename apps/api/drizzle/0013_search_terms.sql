CREATE TABLE "search_terms" (
	"source" text NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_source_term_pk" PRIMARY KEY("source","term")
);
--> statement-breakpoint
DROP INDEX "properties_title_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_district_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_province_trgm_idx";--> statement-breakpoint
DROP INDEX "properties_listed_location_idx";--> statement-breakpoint
DROP INDEX "properties_listed_sale_price_idx";--> statement-breakpoint
DROP INDEX "properties_listed_rent_price_idx";--> statement-breakpoint
DROP INDEX "properties_listed_main_price_idx";--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_title_folded_idx" ON "properties" USING btree (immutable_unaccent(lower("title")));--> statement-breakpoint
CREATE INDEX "properties_district_folded_idx" ON "properties" USING btree (immutable_unaccent(lower("district")));--> statement-breakpoint
CREATE INDEX "properties_province_folded_idx" ON "properties" USING btree (immutable_unaccent(lower("province")));--> statement-breakpoint
CREATE INDEX "properties_public_location_idx" ON "properties" USING btree ("ubigeo_department","ubigeo_province","ubigeo_district","property_type","property_detail_type") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";--> statement-breakpoint
CREATE INDEX "properties_public_sale_price_idx" ON "properties" USING btree ("sale_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";--> statement-breakpoint
CREATE INDEX "properties_public_rent_price_idx" ON "properties" USING btree ("rent_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";--> statement-breakpoint
CREATE INDEX "properties_public_main_price_idx" ON "properties" USING btree ("main_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";--> statement-breakpoint
-- search_terms is kept by the database itself, so every writer (the API, the seed, the benchmark's bulk
-- inserts, a psql session) fills it: a bulk insert adds its distinct texts in one statement, an update only
-- when a title, district or province changed.
CREATE OR REPLACE FUNCTION public.properties_search_terms_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_terms (source, term)
  SELECT DISTINCT v.source, v.term FROM new_rows,
    LATERAL (VALUES ('title', public.immutable_unaccent(lower(new_rows.title))),
                    ('district', public.immutable_unaccent(lower(new_rows.district))),
                    ('province', public.immutable_unaccent(lower(new_rows.province)))) AS v(source, term)
  WHERE v.term IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_search_terms_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_terms (source, term)
  SELECT v.source, v.term FROM (VALUES ('title', public.immutable_unaccent(lower(NEW.title))),
                                       ('district', public.immutable_unaccent(lower(NEW.district))),
                                       ('province', public.immutable_unaccent(lower(NEW.province)))) AS v(source, term)
  WHERE v.term IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_search_terms_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.properties_search_terms_inserted();--> statement-breakpoint
CREATE TRIGGER properties_search_terms_update AFTER UPDATE OF title, district, province ON properties
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.district IS DISTINCT FROM NEW.district
    OR OLD.province IS DISTINCT FROM NEW.province)
  EXECUTE FUNCTION public.properties_search_terms_updated();--> statement-breakpoint
INSERT INTO search_terms (source, term)
SELECT DISTINCT v.source, v.term FROM properties,
  LATERAL (VALUES ('title', immutable_unaccent(lower(title))), ('district', immutable_unaccent(lower(district))),
                  ('province', immutable_unaccent(lower(province)))) AS v(source, term)
WHERE v.term IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- No parallel workers for the listing's table: its statements are many, short and concurrent, and on a
-- server busy with other requests starting workers cost more than they save (a typo search spent 110 of its
-- 120 ms waiting for two workers to start on a loaded 2-core machine). Throughput comes from serving
-- requests side by side, not from splitting one.
ALTER TABLE properties SET (parallel_workers = 0);
