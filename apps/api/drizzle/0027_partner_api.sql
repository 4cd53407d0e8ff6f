CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by_id" integer,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_activity" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"api_key_id" integer,
	"action" text NOT NULL,
	"reference" text NOT NULL,
	"property_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_idempotency" (
	"api_key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_idempotency_api_key_id_idempotency_key_pk" PRIMARY KEY("api_key_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "partner_media" (
	"property_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_media_property_id_url_pk" PRIMARY KEY("property_id","url")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_activity" ADD CONSTRAINT "partner_activity_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_activity" ADD CONSTRAINT "partner_activity_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_activity" ADD CONSTRAINT "partner_activity_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_idempotency" ADD CONSTRAINT "partner_idempotency_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_media" ADD CONSTRAINT "partner_media_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_token_hash_unique" ON "api_keys" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_activity_company_idx" ON "partner_activity" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_idempotency_created_idx" ON "partner_idempotency" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "partner_media_pending_idx" ON "partner_media" USING btree ("updated_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_company_idx" ON "webhook_deliveries" USING btree ("company_id","id" DESC NULLS LAST);--> statement-breakpoint
-- Webhook events (docs/product/partner-api.md, "Webhooks"), queued by the database itself in the writer's
-- transaction, so every path (the editor, an import, the partner API, an admin's hiding) reaches the
-- company's endpoint, and nothing is queued for a company without one.
CREATE OR REPLACE FUNCTION public.partner_listing_state(status text, hidden_at timestamptz, company_suspended boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN company_suspended THEN 'company_suspended' WHEN hidden_at IS NOT NULL THEN 'hidden' ELSE status END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.webhook_listing_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous_state text;
  current_state text := public.partner_listing_state(NEW.status::text, NEW.hidden_at, NEW.company_suspended);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    previous_state := public.partner_listing_state(OLD.status::text, OLD.hidden_at, OLD.company_suspended);
  END IF;
  IF current_state IS DISTINCT FROM previous_state AND current_state IN ('published', 'hidden', 'archived')
     AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.company_id = NEW.company_id) THEN
    INSERT INTO webhook_deliveries (company_id, event, payload)
    VALUES (NEW.company_id, 'listing.state_changed', jsonb_build_object(
      'event', 'listing.state_changed',
      'occurred_at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'reference', NEW.reference_code,
        'property_id', NEW.id,
        'state', current_state,
        'previous_state', previous_state,
        'reason', CASE WHEN current_state = 'hidden' THEN NEW.hidden_reason END)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_listing_published AFTER INSERT ON properties
  FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION public.webhook_listing_state_changed();--> statement-breakpoint
CREATE TRIGGER webhook_listing_state_changed AFTER UPDATE OF status, hidden_at, company_suspended ON properties
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR (OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL)
    OR OLD.company_suspended <> NEW.company_suspended)
  EXECUTE FUNCTION public.webhook_listing_state_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.webhook_lead_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.company_id = NEW.company_id) THEN
    INSERT INTO webhook_deliveries (company_id, event, payload)
    SELECT NEW.company_id, 'lead.created', jsonb_build_object(
      'event', 'lead.created',
      'occurred_at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', jsonb_build_object(
        'id', NEW.id,
        'reference', p.reference_code,
        'property_id', NEW.property_id,
        'property_title', p.title,
        'name', NEW.name,
        'email', NEW.email,
        'phone', NEW.phone,
        'message', NEW.message,
        'created_at', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    FROM properties p WHERE p.id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER webhook_lead_created AFTER INSERT ON contact_requests
  FOR EACH ROW EXECUTE FUNCTION public.webhook_lead_created();
