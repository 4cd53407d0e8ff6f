CREATE TABLE "import_rows" (
	"run_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"reference_code" text,
	"outcome" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan" jsonb,
	"fingerprint" text,
	"property_id" integer,
	"written_at" timestamp with time zone,
	CONSTRAINT "import_rows_run_id_row_number_pk" PRIMARY KEY("run_id","row_number"),
	CONSTRAINT "import_rows_outcome_check" CHECK ("import_rows"."outcome" in ('new', 'updated', 'unchanged', 'error'))
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"state" text DEFAULT 'preview' NOT NULL,
	"archive_missing" boolean DEFAULT false NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"new_rows" integer DEFAULT 0 NOT NULL,
	"updated_rows" integer DEFAULT 0 NOT NULL,
	"unchanged_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"written_rows" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"archived_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"failure" text,
	CONSTRAINT "import_runs_state_check" CHECK ("import_runs"."state" in ('preview', 'queued', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reference_code" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "import_fingerprint" text;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_rows_run_outcome_idx" ON "import_rows" USING btree ("run_id","outcome");--> statement-breakpoint
CREATE INDEX "import_runs_company_idx" ON "import_runs" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "import_runs_state_idx" ON "import_runs" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "import_runs_one_active_per_company" ON "import_runs" USING btree ("company_id") WHERE "import_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "properties_company_reference_code_unique" ON "properties" USING btree ("company_id","reference_code");