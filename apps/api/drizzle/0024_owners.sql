ALTER TABLE "users" ADD COLUMN "agent_registry_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_registry_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kind" text DEFAULT 'agency' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agent_registry_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "agent_registry_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_user_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "registry_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_owner_user_unique" ON "companies" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "properties_owner_user_id_idx" ON "properties" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "properties_review_pending_idx" ON "properties" USING btree ("created_at") WHERE "properties"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_kind" CHECK ("companies"."kind" in ('agency', 'owner'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_kind" CHECK (("companies"."kind" = 'owner') or "companies"."owner_user_id" is null);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_review_status" CHECK ("properties"."review_status" in ('pending', 'approved', 'rejected'));