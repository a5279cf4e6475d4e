CREATE TABLE "subscription_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"plate_letters" text NOT NULL,
	"plate_number" text NOT NULL,
	"model" text,
	"colour" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"applicant_name" text NOT NULL,
	"phone" text,
	"email" text,
	"area_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"plan_price_halalas" integer NOT NULL,
	"discount_halalas" integer DEFAULT 0 NOT NULL,
	"final_price_halalas" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"start_date" date,
	"end_date" date,
	"payment_method_id" integer,
	"applicant_notes" text,
	"admin_notes" text,
	"rejection_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"qr_code_hash" text,
	"qr_issued_at" timestamp with time zone,
	"user_id" integer,
	"last_used_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'rejected')),
	CONSTRAINT "subscriptions_prices_check" CHECK ("subscriptions"."plan_price_halalas" >= 0 and "subscriptions"."discount_halalas" between 0 and "subscriptions"."plan_price_halalas" and "subscriptions"."final_price_halalas" = "subscriptions"."plan_price_halalas" - "subscriptions"."discount_halalas"),
	CONSTRAINT "subscriptions_approved_check" CHECK ("subscriptions"."status" <> 'active' or ("subscriptions"."start_date" is not null and "subscriptions"."end_date" >= "subscriptions"."start_date" and "subscriptions"."payment_method_id" is not null and "subscriptions"."approved_at" is not null)),
	CONSTRAINT "subscriptions_rejected_check" CHECK ("subscriptions"."status" <> 'rejected' or "subscriptions"."rejection_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "subscription_vehicles" ADD CONSTRAINT "subscription_vehicles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_vehicles_plate_unique" ON "subscription_vehicles" USING btree ("subscription_id","plate_letters","plate_number");--> statement-breakpoint
CREATE INDEX "subscription_vehicles_plate_idx" ON "subscription_vehicles" USING btree ("plate_number","plate_letters");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_reference_unique" ON "subscriptions" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_qr_code_hash_unique" ON "subscriptions" USING btree ("qr_code_hash");--> statement-breakpoint
CREATE INDEX "subscriptions_created_sort_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_end_idx" ON "subscriptions" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "subscriptions_area_idx" ON "subscriptions" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_idx" ON "subscriptions" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "subscriptions_payment_method_idx" ON "subscriptions" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "subscriptions_approved_by_idx" ON "subscriptions" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_search_idx" ON "subscriptions" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr'));