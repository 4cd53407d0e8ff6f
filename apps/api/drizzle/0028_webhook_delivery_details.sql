ALTER TABLE "webhook_endpoints" RENAME COLUMN "secret" TO "secret_salt";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "last_duration_ms" integer;--> statement-breakpoint
-- A lead about a new development has no property: its lead.created is sent too, with a null reference and
-- property (the leads pull's shape), rather than dropped by the join.
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
    FROM (SELECT 1) AS one LEFT JOIN properties p ON p.id = NEW.property_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A listing created by an import or the partner API gets its reference code in a second statement of the
-- same transaction: the 'published' event of a new listing waits for the commit (a deferred constraint
-- trigger) and reads the reference then, so its event names the listing the CRM knows.
CREATE OR REPLACE FUNCTION public.webhook_listing_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  previous_state text;
  current_state text := public.partner_listing_state(NEW.status::text, NEW.hidden_at, NEW.company_suspended);
  reference text := COALESCE((SELECT p.reference_code FROM properties p WHERE p.id = NEW.id), NEW.reference_code);
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
        'reference', reference,
        'property_id', NEW.id,
        'state', current_state,
        'previous_state', previous_state,
        'reason', CASE WHEN current_state = 'hidden' THEN NEW.hidden_reason END)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS webhook_listing_published ON properties;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER webhook_listing_published AFTER INSERT ON properties
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION public.webhook_listing_state_changed();
