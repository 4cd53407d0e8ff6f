CREATE TABLE "offer_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"price_pen" numeric(16, 2) NOT NULL,
	"change_percent" numeric(9, 2),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_price_changes" ADD CONSTRAINT "offer_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_price_changes_listing_idx" ON "offer_price_changes" USING btree ("listing_id","id" desc);--> statement-breakpoint
CREATE INDEX "offer_price_changes_drops_idx" ON "offer_price_changes" USING btree ("changed_at","listing_id") WHERE "offer_price_changes"."change_percent" < 0;--> statement-breakpoint
-- Each existing offer's history starts with its current price, from the day the offer was created.
INSERT INTO "offer_price_changes" ("listing_id", "price", "currency", "price_pen", "change_percent", "changed_at")
SELECT "id", "price", "currency", "price_pen", NULL, "created_at" FROM "listings";
