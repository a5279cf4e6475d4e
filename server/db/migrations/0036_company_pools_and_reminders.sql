CREATE TABLE "company_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"size" integer NOT NULL,
	"overflow" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_pools_size_check" CHECK ("company_pools"."size" >= 1),
	CONSTRAINT "company_pools_overflow_check" CHECK ("company_pools"."overflow" in ('refuse', 'guest'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "quota_reminded_for" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_for" date;--> statement-breakpoint
ALTER TABLE "company_pools" ADD CONSTRAINT "company_pools_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pools" ADD CONSTRAINT "company_pools_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_pools_company_area_unique" ON "company_pools" USING btree ("company_id","area_id");--> statement-breakpoint
CREATE INDEX "company_pools_area_idx" ON "company_pools" USING btree ("area_id");