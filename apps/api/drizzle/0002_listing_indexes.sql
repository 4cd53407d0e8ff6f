CREATE INDEX "properties_listed_smart_idx" ON "properties" USING btree ((ln(1 + "view_count")
    + 2 * ln(1 + "favorite_count")
    + 3 * ln(1 + "contact_count")
    + (case when "featured" then 1.5 else 0 end)::float8
    + (case when "premium" then 1 else 0 end)::float8
    + extract(epoch from (coalesce("published_at", "created_at") - '2000-01-01 00:00:00+00'::timestamptz))::float8
      / 2592000) desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_recent_idx" ON "properties" USING btree ("published_at" desc nulls last,"created_at" desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_views_idx" ON "properties" USING btree ("view_count" desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_favorites_idx" ON "properties" USING btree ("favorite_count" desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_featured_idx" ON "properties" USING btree ("featured" desc,(ln(1 + "view_count")
    + 2 * ln(1 + "favorite_count")
    + 3 * ln(1 + "contact_count")
    + (case when "featured" then 1.5 else 0 end)::float8
    + (case when "premium" then 1 else 0 end)::float8
    + extract(epoch from (coalesce("published_at", "created_at") - '2000-01-01 00:00:00+00'::timestamptz))::float8
      / 2592000) desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_premium_idx" ON "properties" USING btree ("premium" desc,(ln(1 + "view_count")
    + 2 * ln(1 + "favorite_count")
    + 3 * ln(1 + "contact_count")
    + (case when "featured" then 1.5 else 0 end)::float8
    + (case when "premium" then 1 else 0 end)::float8
    + extract(epoch from (coalesce("published_at", "created_at") - '2000-01-01 00:00:00+00'::timestamptz))::float8
      / 2592000) desc,"id" desc) WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_location_idx" ON "properties" USING btree ("ubigeo_department","ubigeo_province","ubigeo_district","property_type","property_detail_type") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "properties_listed_price_idx" ON "properties" USING btree ("price") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public';