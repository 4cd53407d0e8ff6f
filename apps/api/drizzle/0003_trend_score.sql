DROP INDEX "listings_operation_status_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "trend_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_operation_status_property_idx" ON "listings" USING btree ("operation","status","property_id");--> statement-breakpoint
CREATE INDEX "properties_listed_trend_idx" ON "properties" USING btree ("trend_score" desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_area_idx" ON "properties" USING btree ("area_m2","id") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "property_views_day_property_idx" ON "property_views" USING btree ("viewed_on","property_id");