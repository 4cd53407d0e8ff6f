ALTER TABLE "media_assets" ADD COLUMN "content_sha256" text;--> statement-breakpoint
CREATE INDEX "media_assets_property_sha256_idx" ON "media_assets" USING btree ("property_id","content_sha256");--> statement-breakpoint
ALTER TABLE "import_runs" DROP COLUMN "heartbeat_at";