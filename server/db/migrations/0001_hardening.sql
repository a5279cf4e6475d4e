ALTER TABLE "areas" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "name_ar_key" text;--> statement-breakpoint
ALTER TABLE "gates" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "body_with_secrets" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "secrets_expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sub_areas" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_key_unique" ON "areas" USING btree ("name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_ar_key_unique" ON "areas" USING btree ("name_ar_key");--> statement-breakpoint
CREATE INDEX "companies_area_idx" ON "companies" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "companies_sub_area_idx" ON "companies" USING btree ("sub_area_id");--> statement-breakpoint
CREATE INDEX "company_subscriptions_area_idx" ON "company_subscriptions" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "gates_gate_type_idx" ON "gates" USING btree ("gate_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gates_area_name_key_unique" ON "gates" USING btree ("area_id","name_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_areas_area_name_key_unique" ON "sub_areas" USING btree ("area_id","name_key");--> statement-breakpoint
CREATE INDEX "users_area_idx" ON "users" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "users_gate_idx" ON "users" USING btree ("gate_id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicles_entry_gate_idx" ON "vehicles" USING btree ("entry_gate_id");--> statement-breakpoint
CREATE INDEX "vehicles_exit_gate_idx" ON "vehicles" USING btree ("exit_gate_id");--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_capacities_check" CHECK ("areas"."max_capacity" >= 1 and "areas"."subscription_capacity" >= 0 and "areas"."guest_ticket_capacity" >= 0);--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_minutes_check" CHECK ("areas"."free_minutes" >= 0 and "areas"."grace_minutes" >= 0 and "areas"."cooldown_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "areas" ADD CONSTRAINT "areas_fees_check" CHECK ("areas"."hourly_fee_halalas" >= 0 and "areas"."after_first_hour_fee_halalas" >= 0 and "areas"."daily_cap_halalas" >= 0);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_quota_check" CHECK ("companies"."initial_quota" >= 1 and "companies"."default_duration_months" >= 1);--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_status_check" CHECK ("company_subscriptions"."status" in ('pending', 'active', 'rejected'));--> statement-breakpoint
ALTER TABLE "gates" ADD CONSTRAINT "gates_status_check" CHECK ("gates"."status" in ('active', 'inactive', 'maintenance'));--> statement-breakpoint
ALTER TABLE "sub_areas" ADD CONSTRAINT "sub_areas_max_capacity_check" CHECK ("sub_areas"."max_capacity" >= 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role_id" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."type" in ('subscription', 'guest', 'undefined'));--> statement-breakpoint
CREATE FUNCTION "users_end_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A token carries the session version it was issued under: a new password, another role
  -- or a deactivation ends every token issued before it.
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash
     OR NEW.role_id IS DISTINCT FROM OLD.role_id
     OR (OLD.is_active AND NOT NEW.is_active) THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_end_sessions" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_end_sessions"();
