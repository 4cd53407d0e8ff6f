CREATE TYPE "public"."project_stage" AS ENUM('en_planos', 'en_construccion', 'entrega_inmediata');--> statement-breakpoint
CREATE TABLE "project_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"position" integer DEFAULT 1 NOT NULL,
	"alt" text,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"byte_size" integer,
	"mime" text,
	"variant_widths" integer[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_unit_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_unit_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"bedrooms" smallint NOT NULL,
	"bathrooms" numeric(4, 1) NOT NULL,
	"area_min" numeric(12, 2) NOT NULL,
	"area_max" numeric(12, 2),
	"price_from" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"units_available" integer NOT NULL,
	"floor_plan_key" text,
	"position" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_unit_types_currency_pen_usd" CHECK ("project_unit_types"."currency" in ('PEN', 'USD')),
	CONSTRAINT "project_unit_types_units_non_negative" CHECK ("project_unit_types"."units_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by_id" integer,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	"stage" "project_stage" NOT NULL,
	"delivery_month" smallint,
	"delivery_year" smallint,
	"status" "property_status" DEFAULT 'draft' NOT NULL,
	"address_line" text NOT NULL,
	"district" text NOT NULL,
	"province" text NOT NULL,
	"region" text NOT NULL,
	"ubigeo_department" char(2) NOT NULL,
	"ubigeo_province" char(4) NOT NULL,
	"ubigeo_district" char(6) NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"polygon_coordinates" jsonb,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"financing_banks" text[] DEFAULT '{}'::text[] NOT NULL,
	"mivivienda" boolean DEFAULT false NOT NULL,
	"total_units" integer NOT NULL,
	"video_url" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_delivery_date" CHECK ("projects"."stage" = 'entrega_inmediata' or ("projects"."delivery_month" between 1 and 12 and "projects"."delivery_year" is not null)),
	CONSTRAINT "projects_total_units_positive" CHECK ("projects"."total_units" > 0)
);
--> statement-breakpoint
CREATE TABLE "unit_type_price_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_type_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"unit_type_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" "currency" NOT NULL,
	"price_pen" numeric(16, 2) NOT NULL,
	"change_percent" numeric(9, 2),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_photos" ADD CONSTRAINT "project_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_unit_types" ADD CONSTRAINT "project_unit_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_type_price_changes" ADD CONSTRAINT "unit_type_price_changes_unit_type_id_project_unit_types_id_fk" FOREIGN KEY ("unit_type_id") REFERENCES "public"."project_unit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_photos_project_position_idx" ON "project_photos" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_unit_types_project_idx" ON "project_unit_types" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_unit_types_search_idx" ON "project_unit_types" USING btree ("bedrooms","price_from","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_unique" ON "projects" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "projects_company_id_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "projects_published_place_idx" ON "projects" USING btree ("ubigeo_department","ubigeo_province","ubigeo_district","stage","delivery_year") WHERE "projects"."status" = 'published';--> statement-breakpoint
CREATE INDEX "projects_published_stage_delivery_idx" ON "projects" USING btree ("stage","delivery_year","id") WHERE "projects"."status" = 'published';--> statement-breakpoint
CREATE INDEX "projects_published_at_idx" ON "projects" USING btree ("published_at" desc nulls last,"id" desc);--> statement-breakpoint
CREATE INDEX "projects_amenities_idx" ON "projects" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "unit_type_price_changes_unit_type_idx" ON "unit_type_price_changes" USING btree ("unit_type_id","id" desc);