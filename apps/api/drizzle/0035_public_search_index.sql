-- The full-text search reads the public catalogue only: its index holds the publicly listed properties, so a
-- search reads the table for the matches it shows and no other.
DROP INDEX "properties_search_vector_idx";--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector") WHERE "properties"."status" = 'published' and "properties"."visibility" = 'public' and "properties"."hidden_at" is null and not "properties"."company_suspended";