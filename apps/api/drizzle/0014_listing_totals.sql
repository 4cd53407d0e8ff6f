CREATE TABLE "listing_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"listed" bigint NOT NULL,
	CONSTRAINT "listing_totals_one_row" CHECK ("listing_totals"."id")
);
--> statement-breakpoint
-- The listed total is kept by the database itself, so every writer (the API, the seed, the benchmark's bulk
-- inserts, an admin's psql session) keeps it exact, in the writer's own transaction. The predicate is the
-- public catalogue's (properties/visibility.ts `publiclyListed`).
--
-- Inserts and deletes: one statement trigger each, counting the statement's rows (a bulk insert of a
-- million properties updates the total once).
CREATE OR REPLACE FUNCTION public.properties_listing_totals_inserted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM new_rows
  WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended;
  IF delta <> 0 THEN
    UPDATE public.listing_totals SET listed = listed + delta;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_listing_totals_deleted() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  SELECT count(*) INTO delta FROM old_rows
  WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended;
  IF delta <> 0 THEN
    UPDATE public.listing_totals SET listed = listed - delta;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Updates: most never change whether a property is listed (view counts, trend scores, prices, edits), so
-- no transition tables (they would copy every updated row of every update, the trend refresh's hundreds
-- of thousands included). A row trigger fires only for a row whose listed state changes and adds its +1
-- or -1 to a transaction-local setting; a statement trigger then writes the statement's sum once. One
-- write per statement, not per row: updating the same total row thousands of times in one transaction
-- (suspending a company with 5,000 properties) walks an ever longer version chain, quadratic (1.1 s for
-- 5,000 rows, 23 s for 20,000). A setting changed by a statement that fails is undone with it.
CREATE OR REPLACE FUNCTION public.properties_listing_totals_row_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('inmoperu.listed_delta',
    (coalesce(nullif(current_setting('inmoperu.listed_delta', true), ''), '0')::bigint
      + CASE WHEN NEW.status = 'published' AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL
                  AND NOT NEW.company_suspended THEN 1 ELSE -1 END)::text,
    true);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_listing_totals_updated() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  delta bigint := coalesce(nullif(current_setting('inmoperu.listed_delta', true), ''), '0')::bigint;
BEGIN
  IF delta <> 0 THEN
    PERFORM set_config('inmoperu.listed_delta', '0', true);
    UPDATE public.listing_totals SET listed = listed + delta;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.properties_listing_totals_truncated() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE public.listing_totals SET listed = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_listing_totals_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.properties_listing_totals_inserted();--> statement-breakpoint
CREATE TRIGGER properties_listing_totals_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.properties_listing_totals_deleted();--> statement-breakpoint
CREATE TRIGGER properties_listing_totals_update_row AFTER UPDATE ON properties
  FOR EACH ROW WHEN (
    (OLD.status = 'published' AND OLD.visibility = 'public' AND OLD.hidden_at IS NULL AND NOT OLD.company_suspended)
    IS DISTINCT FROM
    (NEW.status = 'published' AND NEW.visibility = 'public' AND NEW.hidden_at IS NULL AND NOT NEW.company_suspended))
  EXECUTE FUNCTION public.properties_listing_totals_row_updated();--> statement-breakpoint
CREATE TRIGGER properties_listing_totals_update AFTER UPDATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION public.properties_listing_totals_updated();--> statement-breakpoint
CREATE TRIGGER properties_listing_totals_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION public.properties_listing_totals_truncated();--> statement-breakpoint
INSERT INTO listing_totals (id, listed)
SELECT true, count(*) FROM properties
WHERE status = 'published' AND visibility = 'public' AND hidden_at IS NULL AND NOT company_suspended;
