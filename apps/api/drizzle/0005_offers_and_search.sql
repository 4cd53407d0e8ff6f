CREATE TYPE "public"."exchange_rate_source" AS ENUM('admin', 'env');--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rate" numeric(10, 4) NOT NULL,
	"date" date NOT NULL,
	"source" "exchange_rate_source" NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_per_m2_medians" (
	"operation" "listing_operation" NOT NULL,
	"property_type" "property_type" NOT NULL,
	"ubigeo_district" char(6) NOT NULL,
	"median_price_per_m2_pen" numeric(16, 2),
	"comparables" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_per_m2_medians_operation_property_type_ubigeo_district_pk" PRIMARY KEY("operation","property_type","ubigeo_district")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "maintenance_fee" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "min_term_months" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_pen" numeric(16, 2);--> statement-breakpoint
-- Hand-written backfill (issue 14): existing offers in soles at the default rate 3.75 (no rate is stored yet;
-- the boot seed of EXCHANGE_RATE converts every offer again), and the room counts and prices in soles the
-- search reads, with the statements of property-management/room-counts.ts and properties/offer-prices.ts.
DELETE FROM "listings" l WHERE l."currency" = 'EUR';--> statement-breakpoint
UPDATE "listings" SET "price_pen" = round("price" * (case "currency" when 'PEN' then 1 else 3.75 end), 2);--> statement-breakpoint
UPDATE "listings" l SET "status" = 'paused' WHERE l."status" = 'active' AND EXISTS (SELECT 1 FROM "listings" o WHERE o."property_id" = l."property_id" AND o."operation" = l."operation" AND o."status" = 'active' AND o."id" < l."id");--> statement-breakpoint
UPDATE "listings" SET "maintenance_fee" = NULL, "min_term_months" = NULL WHERE "operation" = 'sale';--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price_pen" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parking_spaces" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "sale_price_pen" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "rent_price_pen" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "main_price_pen" numeric(16, 2);--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exchange_rates_in_force_idx" ON "exchange_rates" USING btree ("date" desc,"id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "listings_one_active_per_operation" ON "listings" USING btree ("property_id","operation") WHERE "listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "properties_listed_sale_price_idx" ON "properties" USING btree ("sale_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_rent_price_idx" ON "properties" USING btree ("rent_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_main_price_idx" ON "properties" USING btree ("main_price_pen","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_district_rooms_idx" ON "properties" USING btree ("ubigeo_district","property_type","bedrooms") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_bedrooms_idx" ON "properties" USING btree ("bedrooms","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_currency_pen_usd" CHECK ("listings"."currency" in ('PEN', 'USD'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_rent_only_terms" CHECK ("listings"."operation" = 'rent' or ("listings"."maintenance_fee" is null and "listings"."min_term_months" is null));;--> statement-breakpoint
UPDATE "properties" p SET
  "bedrooms" = coalesce((SELECT d."bedrooms" FROM "apartment_details" d WHERE d."property_id" = p."id"), (SELECT d."bedrooms" FROM "house_details" d WHERE d."property_id" = p."id"),
    trunc(case when jsonb_typeof(p."attributes" -> 'bedrooms') = 'number' and (p."attributes" ->> 'bedrooms')::numeric between 0 and 1000 then (p."attributes" ->> 'bedrooms')::numeric end)::int),
  "bathrooms" = coalesce((SELECT d."bathrooms" FROM "apartment_details" d WHERE d."property_id" = p."id"), (SELECT d."bathrooms" FROM "house_details" d WHERE d."property_id" = p."id"),
    round(case when jsonb_typeof(p."attributes" -> 'bathrooms') = 'number' and (p."attributes" ->> 'bathrooms')::numeric between 0 and 500 then (p."attributes" ->> 'bathrooms')::numeric end, 1)),
  "parking_spaces" = coalesce((SELECT d."parking_spots" FROM "apartment_details" d WHERE d."property_id" = p."id"), (SELECT d."parking_spots" FROM "house_details" d WHERE d."property_id" = p."id"),
    (SELECT d."parking_spots" FROM "office_details" d WHERE d."property_id" = p."id"),
    trunc(case when jsonb_typeof(p."attributes" -> 'parking') = 'number' and (p."attributes" ->> 'parking')::numeric between 0 and 10000 then (p."attributes" ->> 'parking')::numeric end)::int,
    trunc(case when jsonb_typeof(p."attributes" -> 'parking_spots') = 'number' and (p."attributes" ->> 'parking_spots')::numeric between 0 and 10000 then (p."attributes" ->> 'parking_spots')::numeric end)::int),
  "sale_price_pen" = (SELECT l."price_pen" FROM "listings" l WHERE l."property_id" = p."id" AND l."operation" = 'sale' AND l."status" = 'active'),
  "rent_price_pen" = (SELECT l."price_pen" FROM "listings" l WHERE l."property_id" = p."id" AND l."operation" = 'rent' AND l."status" = 'active'),
  "main_price_pen" = coalesce(
    (SELECT l."price_pen" FROM "listings" l WHERE l."property_id" = p."id" AND l."operation" = 'sale' AND l."status" = 'active'),
    (SELECT l."price_pen" FROM "listings" l WHERE l."property_id" = p."id" AND l."operation" = 'rent' AND l."status" = 'active'),
    round(p."price" * (case p."currency" when 'PEN' then 1 when 'USD' then 3.75 end), 2));
