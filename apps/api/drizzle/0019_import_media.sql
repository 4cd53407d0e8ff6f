ALTER TABLE "media_assets" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "photos_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "photos_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "photos_failed" integer DEFAULT 0 NOT NULL;