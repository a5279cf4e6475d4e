CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"actor_role_id" integer,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"record_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password'))
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"plan_type" text NOT NULL,
	"area_id" integer NOT NULL,
	"free_quota" integer DEFAULT 0 NOT NULL,
	"paid_quota" integer DEFAULT 0 NOT NULL,
	"duration" integer NOT NULL,
	"duration_unit" text NOT NULL,
	"price_halalas" integer NOT NULL,
	"description" text NOT NULL,
	"max_vehicles" integer DEFAULT 1 NOT NULL,
	"display_order" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_plans_type_check" CHECK ("subscription_plans"."plan_type" in ('individual', 'company')),
	CONSTRAINT "subscription_plans_duration_unit_check" CHECK ("subscription_plans"."duration_unit" in ('days', 'months')),
	CONSTRAINT "subscription_plans_numbers_check" CHECK ("subscription_plans"."free_quota" >= 0 and "subscription_plans"."paid_quota" >= 0 and "subscription_plans"."duration" >= 1 and "subscription_plans"."price_halalas" >= 0 and "subscription_plans"."max_vehicles" >= 1 and "subscription_plans"."display_order" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_username_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "subscription_plans_area_idx" ON "subscription_plans" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_display_order_idx" ON "subscription_plans" USING btree ("display_order","id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_plan_idx" ON "companies" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_never_truncated" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
