CREATE TABLE "tariff_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"free_minutes" integer NOT NULL,
	"grace_minutes" integer NOT NULL,
	"cooldown_minutes" integer NOT NULL,
	"hourly_fee_halalas" integer NOT NULL,
	"after_first_hour_fee_halalas" integer NOT NULL,
	"daily_cap_halalas" integer NOT NULL,
	"disability_free" boolean DEFAULT true NOT NULL,
	"peaks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regulation_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_versions_minutes_check" CHECK ("tariff_versions"."free_minutes" >= 0 and "tariff_versions"."grace_minutes" >= 0 and "tariff_versions"."cooldown_minutes" >= 0),
	CONSTRAINT "tariff_versions_fees_check" CHECK ("tariff_versions"."hourly_fee_halalas" >= 0 and "tariff_versions"."after_first_hour_fee_halalas" >= 0 and "tariff_versions"."daily_cap_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "areas" DROP CONSTRAINT "areas_minutes_check";--> statement-breakpoint
ALTER TABLE "areas" DROP CONSTRAINT "areas_fees_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "disability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_versions" ADD CONSTRAINT "tariff_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tariff_versions_area_from_idx" ON "tariff_versions" USING btree ("area_id","effective_from","id");--> statement-breakpoint
CREATE INDEX "tariff_versions_created_by_idx" ON "tariff_versions" USING btree ("created_by");--> statement-breakpoint
-- Each area's tariff becomes its first version, holding since the area was made.
INSERT INTO "tariff_versions" ("area_id", "effective_from", "free_minutes", "grace_minutes", "cooldown_minutes", "hourly_fee_halalas", "after_first_hour_fee_halalas", "daily_cap_halalas", "created_at", "updated_at")
SELECT "id", "created_at", "free_minutes", "grace_minutes", "cooldown_minutes", "hourly_fee_halalas", "after_first_hour_fee_halalas", "daily_cap_halalas", "created_at", "created_at" FROM "areas";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "free_minutes";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "grace_minutes";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "cooldown_minutes";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "hourly_fee_halalas";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "after_first_hour_fee_halalas";--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "daily_cap_halalas";--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "rule_first_minutes_free" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "rule_disability_free" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_rule_first_minutes_free_check" CHECK ("areas"."rule_first_minutes_free" in ('refuse', 'warn', 'off'));--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_rule_disability_free_check" CHECK ("areas"."rule_disability_free" in ('refuse', 'warn', 'off'));