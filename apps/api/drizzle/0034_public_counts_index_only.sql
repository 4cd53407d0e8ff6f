-- The filtered listing's totals as index-only counts (features/properties/filtered-page-plan.ts: a filtered
-- listing counts before it reads its page): the location index carries the operation's prices and the
-- bedrooms, and the bedrooms index the prices and the type, both under the whole public condition.
DROP INDEX "properties_listed_bedrooms_idx";--> statement-breakpoint
DROP INDEX "properties_public_location_idx";--> statement-breakpoint
CREATE INDEX "properties_public_bedrooms_idx" ON "properties" USING btree ("bedrooms","id","sale_price_pen","rent_price_pen","property_type") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";--> statement-breakpoint
CREATE INDEX "properties_public_location_idx" ON "properties" USING btree ("ubigeo_department","ubigeo_province","ubigeo_district","property_type","property_detail_type","sale_price_pen","rent_price_pen","bedrooms") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";