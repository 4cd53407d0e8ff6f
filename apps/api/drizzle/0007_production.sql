CREATE TABLE "property_view_days" (
	"property_id" integer NOT NULL,
	"viewed_on" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "property_view_days_property_id_viewed_on_pk" PRIMARY KEY("property_id","viewed_on")
);
--> statement-breakpoint
ALTER TABLE "property_view_days" ADD CONSTRAINT "property_view_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_view_days_day_idx" ON "property_view_days" USING btree ("viewed_on");--> statement-breakpoint
CREATE TABLE "job_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
