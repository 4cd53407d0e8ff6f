CREATE TABLE "mivivienda_bands" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mivivienda_bands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"year" integer NOT NULL,
	"position" integer NOT NULL,
	"price_from" numeric(12, 2) NOT NULL,
	"price_to" numeric(12, 2) NOT NULL,
	"bono" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mivivienda_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"decree" text NOT NULL,
	"bono_verde" numeric(12, 2),
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mortgage_parameters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mortgage_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tea_percent" numeric(5, 2) NOT NULL,
	"rate_date" date NOT NULL,
	"rate_source" text NOT NULL,
	"desgravamen_monthly_percent" numeric(6, 3) NOT NULL,
	"property_insurance_yearly_percent" numeric(6, 3) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mivivienda_bands" ADD CONSTRAINT "mivivienda_bands_year_mivivienda_years_year_fk" FOREIGN KEY ("year") REFERENCES "public"."mivivienda_years"("year") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mivivienda_years" ADD CONSTRAINT "mivivienda_years_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mortgage_parameters" ADD CONSTRAINT "mortgage_parameters_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mivivienda_bands_year_position_idx" ON "mivivienda_bands" USING btree ("year","position");--> statement-breakpoint
CREATE INDEX "mivivienda_bands_year_price_idx" ON "mivivienda_bands" USING btree ("year","price_from");--> statement-breakpoint
-- The simulator's first prefill, marked for the admin to replace with the reference rate in force.
INSERT INTO "mortgage_parameters" ("tea_percent", "rate_date", "rate_source", "desgravamen_monthly_percent", "property_insurance_yearly_percent")
VALUES (9.50, (now() AT TIME ZONE 'America/Lima')::date, 'Valor inicial: verificar con la tasa de referencia vigente', 0.030, 0.300);
--> statement-breakpoint
-- Nuevo Crédito MiVivienda 2025, D.S. 004-2025-VIVIENDA; the Bono Verde is left for the admin to enter.
INSERT INTO "mivivienda_years" ("year", "decree") VALUES (2025, 'D.S. 004-2025-VIVIENDA');
--> statement-breakpoint
INSERT INTO "mivivienda_bands" ("year", "position", "price_from", "price_to", "bono") VALUES
  (2025, 1, 68800, 98100, 27400),
  (2025, 2, 98100, 146900, 22800),
  (2025, 3, 146900, 244600, 20900),
  (2025, 4, 244600, 362100, 7800);
