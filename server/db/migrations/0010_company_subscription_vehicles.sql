CREATE TABLE "company_subscription_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"plate_letters" text NOT NULL,
	"plate_number" text NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "admin_notes" text;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_subscription_vehicles" ADD CONSTRAINT "company_subscription_vehicles_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_subscription_vehicles_subscription_idx" ON "company_subscription_vehicles" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "company_subscription_vehicles_plate_idx" ON "company_subscription_vehicles" USING btree (("plate_letters" || "plate_number"));--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_subscriptions_payment_method_idx" ON "company_subscriptions" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "company_subscriptions_approved_by_idx" ON "company_subscriptions" USING btree ("approved_by");--> statement-breakpoint
CREATE INDEX "company_subscriptions_search_idx" ON "company_subscriptions" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);