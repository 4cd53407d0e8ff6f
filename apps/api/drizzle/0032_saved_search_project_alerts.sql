CREATE TABLE "saved_search_project_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_project_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"saved_search_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"alert_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_search_project_alerts" ADD CONSTRAINT "saved_search_project_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_project_alerts" ADD CONSTRAINT "saved_search_project_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_project_alerts_key_unique" ON "saved_search_project_alerts" USING btree ("saved_search_id","project_id","alert_key");--> statement-breakpoint
CREATE INDEX "saved_search_project_alerts_pending_idx" ON "saved_search_project_alerts" USING btree ("saved_search_id") WHERE "saved_search_project_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "project_unit_types_created_at_idx" ON "project_unit_types" USING btree ("created_at");