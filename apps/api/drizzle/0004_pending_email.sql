ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lowercase" CHECK ("users"."pending_email" = lower("users"."pending_email"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_requested_at" CHECK (("users"."pending_email" is null) = ("users"."pending_email_requested_at" is null));