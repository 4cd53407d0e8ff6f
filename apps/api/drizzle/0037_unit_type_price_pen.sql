-- A unit type's price in soles, stored as an offer's is (features/projects/unit-type-prices.ts), so the
-- project searches compare and sort a column rather than a conversion of every unit type. Existing rows are
-- converted at the rate in force (the configured default before any is stored; the boot seed converts again
-- with its own).
ALTER TABLE "project_unit_types" ADD COLUMN "price_pen" numeric(16, 2);--> statement-breakpoint
UPDATE "project_unit_types" SET "price_pen" = round("price_from" * (CASE "currency" WHEN 'PEN' THEN 1 ELSE coalesce((SELECT "rate" FROM "exchange_rates" ORDER BY "date" DESC, "id" DESC LIMIT 1), 3.75) END), 2);--> statement-breakpoint
ALTER TABLE "project_unit_types" ALTER COLUMN "price_pen" SET NOT NULL;--> statement-breakpoint
DROP INDEX "project_unit_types_search_idx";--> statement-breakpoint
CREATE INDEX "project_unit_types_search_idx" ON "project_unit_types" USING btree ("price_pen","bedrooms","project_id");
