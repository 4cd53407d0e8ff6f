ALTER TABLE "contact_requests" ALTER COLUMN "property_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "unit_type_id" integer;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "unit_type_name" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_unit_type_id_project_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."project_unit_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_requests_project_id_idx" ON "contact_requests" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_about_something" CHECK ("contact_requests"."property_id" is not null or "contact_requests"."project_id" is not null);