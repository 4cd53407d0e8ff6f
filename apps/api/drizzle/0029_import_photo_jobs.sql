ALTER TABLE "import_rows" ADD COLUMN "photos_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "photos_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_rows" ADD COLUMN "photos_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "rows_finished_at" timestamp with time zone;