CREATE TABLE "import_feed_misses" (
	"feed_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"misses" integer NOT NULL,
	"last_run_id" integer NOT NULL,
	CONSTRAINT "import_feed_misses_feed_id_property_id_pk" PRIMARY KEY("feed_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "import_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"url" text NOT NULL,
	"period_hours" smallint NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_fetch_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetch_at" timestamp with time zone,
	"last_result" text,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_feeds_period_check" CHECK ("import_feeds"."period_hours" in (1, 6, 24))
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "import_feed_misses" ADD CONSTRAINT "import_feed_misses_feed_id_import_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."import_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_feed_misses" ADD CONSTRAINT "import_feed_misses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_feeds" ADD CONSTRAINT "import_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_feeds" ADD CONSTRAINT "import_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_feeds_company_unique" ON "import_feeds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "import_feeds_next_fetch_idx" ON "import_feeds" USING btree ("next_fetch_at");--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_feed_id_import_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."import_feeds"("id") ON DELETE set null ON UPDATE no action;