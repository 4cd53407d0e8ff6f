CREATE TYPE "public"."currency" AS ENUM('USD', 'PEN', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('confirm_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."listing_operation" AS ENUM('sale', 'rent');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('active', 'paused', 'closed');--> statement-breakpoint
CREATE TYPE "public"."media_kind" AS ENUM('photo');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."property_detail_type" AS ENUM('LandResource', 'LotResource', 'ApartmentResource', 'HouseResource', 'OfficeResource', 'WarehouseResource');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('draft', 'published', 'archived');--> statement-breakpoint
CREATE TYPE "public"."property_type" AS ENUM('commercial', 'residential', 'industrial', 'land');--> statement-breakpoint
CREATE TYPE "public"."property_visibility" AS ENUM('public', 'unlisted', 'private');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'company_admin', 'agent');--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"avatar_key" text,
	"role" "user_role" DEFAULT 'agent' NOT NULL,
	"company_id" integer,
	"email_confirmed_at" timestamp with time zone,
	"notification_preferences" jsonb DEFAULT '{"emailNotifications":true,"propertyInquiries":true,"systemUpdates":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"about" text,
	"description" text,
	"website" text,
	"phone" text,
	"email" text,
	"address" text,
	"logo_key" text,
	"cover_key" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"years_experience" integer,
	"configuration" jsonb DEFAULT '{"templateType":"modern","colors":{"primary":"#3B82F6","secondary":"#8B5CF6","accent":"#10B981","background":"#FFFFFF"},"fontFamily":"Inter, sans-serif","customCss":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"operation" "listing_operation" NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"status" "listing_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"property_type" "property_type" DEFAULT 'residential' NOT NULL,
	"property_detail_type" "property_detail_type" DEFAULT 'HouseResource' NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency" "currency" DEFAULT 'USD' NOT NULL,
	"area_m2" numeric(12, 2),
	"status" "property_status" DEFAULT 'draft' NOT NULL,
	"visibility" "property_visibility" DEFAULT 'public' NOT NULL,
	"address_line" text,
	"district" text,
	"province" text,
	"region" text,
	"country" text DEFAULT 'Perú' NOT NULL,
	"postal_code" text,
	"ubigeo_department" char(2),
	"ubigeo_province" char(4),
	"ubigeo_district" char(6),
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"geometry" jsonb,
	"polygon_coordinates" jsonb,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"video_url" text,
	"video_key" text,
	"video_filename" text,
	"video_mime" text,
	"video_size" bigint,
	"featured" boolean DEFAULT false NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"favorite_count" integer DEFAULT 0 NOT NULL,
	"contact_count" integer DEFAULT 0 NOT NULL,
	"relevance_score" numeric(8, 4) DEFAULT '0' NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(title, ''))), 'A') || setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(description, ''))), 'B') || setweight(to_tsvector('spanish'::regconfig, immutable_unaccent(coalesce(address_line, '') || ' ' || coalesce(district, '') || ' ' || coalesce(province, '') || ' ' || coalesce(region, ''))), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "apartment_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"floor_number" integer,
	"bedrooms" integer,
	"bathrooms" numeric(4, 1),
	"parking_spots" integer
);
--> statement-breakpoint
CREATE TABLE "house_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"floors" integer,
	"bedrooms" integer,
	"bathrooms" numeric(4, 1),
	"parking_spots" integer,
	"garden" boolean,
	"pool" boolean
);
--> statement-breakpoint
CREATE TABLE "land_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"length_m" numeric(12, 2),
	"width_m" numeric(12, 2),
	"irrigation" boolean,
	"crops" text
);
--> statement-breakpoint
CREATE TABLE "lot_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"front_m" numeric(12, 2),
	"depth_m" numeric(12, 2),
	"water" boolean,
	"electricity" boolean,
	"sewage" boolean
);
--> statement-breakpoint
CREATE TABLE "office_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"meeting_rooms" integer,
	"parking_spots" integer,
	"reception" boolean
);
--> statement-breakpoint
CREATE TABLE "warehouse_details" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"ceiling_height" numeric(6, 2),
	"loading_dock" boolean,
	"office_space" boolean,
	"security" boolean
);
--> statement-breakpoint
CREATE TABLE "media_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" "media_kind" DEFAULT 'photo' NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"title" text,
	"description" text,
	"alt" text,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"mime" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"visitor_hash" text NOT NULL,
	"viewed_on" date DEFAULT (now() at time zone 'America/Lima')::date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_views_once_per_day" UNIQUE("property_id","visitor_hash","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"property_id" integer,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_details" ADD CONSTRAINT "apartment_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_details" ADD CONSTRAINT "house_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "land_details" ADD CONSTRAINT "land_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_details" ADD CONSTRAINT "lot_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_details" ADD CONSTRAINT "office_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_details" ADD CONSTRAINT "warehouse_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_unique" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_purpose_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_property_id_idx" ON "listings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listings_operation_status_idx" ON "listings" USING btree ("operation","status");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_unique" ON "properties" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "properties_status_visibility_idx" ON "properties" USING btree ("status","visibility");--> statement-breakpoint
CREATE INDEX "properties_property_type_idx" ON "properties" USING btree ("property_type");--> statement-breakpoint
CREATE INDEX "properties_property_detail_type_idx" ON "properties" USING btree ("property_detail_type");--> statement-breakpoint
CREATE INDEX "properties_ubigeo_department_idx" ON "properties" USING btree ("ubigeo_department");--> statement-breakpoint
CREATE INDEX "properties_ubigeo_province_idx" ON "properties" USING btree ("ubigeo_province");--> statement-breakpoint
CREATE INDEX "properties_ubigeo_district_idx" ON "properties" USING btree ("ubigeo_district");--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");--> statement-breakpoint
CREATE INDEX "properties_area_m2_idx" ON "properties" USING btree ("area_m2");--> statement-breakpoint
CREATE INDEX "properties_published_at_idx" ON "properties" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "properties_view_count_idx" ON "properties" USING btree ("view_count");--> statement-breakpoint
CREATE INDEX "properties_favorite_count_idx" ON "properties" USING btree ("favorite_count");--> statement-breakpoint
CREATE INDEX "properties_relevance_score_idx" ON "properties" USING btree ("relevance_score");--> statement-breakpoint
CREATE INDEX "properties_featured_premium_idx" ON "properties" USING btree ("featured","premium");--> statement-breakpoint
CREATE INDEX "properties_company_id_idx" ON "properties" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "properties_created_by_id_idx" ON "properties" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "properties_lat_lng_idx" ON "properties" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "properties_search_vector_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_title_trgm_idx" ON "properties" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_district_trgm_idx" ON "properties" USING gin (immutable_unaccent(lower("district")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_province_trgm_idx" ON "properties" USING gin (immutable_unaccent(lower("province")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_assets_property_position_idx" ON "media_assets" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "contact_requests_company_created_idx" ON "contact_requests" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_requests_property_id_idx" ON "contact_requests" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "favorites_property_id_idx" ON "favorites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_views_property_day_idx" ON "property_views" USING btree ("property_id","viewed_on");--> statement-breakpoint
CREATE INDEX "email_outbox_status_next_attempt_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "activity_events_company_created_idx" ON "activity_events" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_events_user_created_idx" ON "activity_events" USING btree ("user_id","created_at" DESC NULLS LAST);