CREATE TABLE "merchant_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"kind" text NOT NULL,
	"value" integer,
	"stackable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_offers_kind_check" CHECK ("merchant_offers"."kind" in ('free_minutes', 'amount_off', 'percent_off', 'free')),
	CONSTRAINT "merchant_offers_value_check" CHECK (("merchant_offers"."kind" = 'free') = ("merchant_offers"."value" is null) and ("merchant_offers"."value" is null or "merchant_offers"."value" >= 1) and ("merchant_offers"."kind" <> 'percent_off' or "merchant_offers"."value" <= 100))
);
--> statement-breakpoint
CREATE TABLE "merchant_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_top_ups_amount_check" CHECK ("merchant_top_ups"."amount_halalas" >= 1)
);
--> statement-breakpoint
CREATE TABLE "merchant_validations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"stay_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"plate" text NOT NULL,
	"validator_id" integer,
	"reason" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"billing_mode" text NOT NULL,
	"stackable" boolean NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_validations_reason_check" CHECK ("merchant_validations"."reason" in ('purchase', 'appointment', 'hotel_guest', 'event', 'goodwill')),
	CONSTRAINT "merchant_validations_billing_mode_check" CHECK ("merchant_validations"."billing_mode" in ('prepaid', 'monthly')),
	CONSTRAINT "merchant_validations_amount_check" CHECK ("merchant_validations"."amount_halalas" >= 1)
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"area_id" integer NOT NULL,
	"billing_mode" text NOT NULL,
	"balance_halalas" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_billing_mode_check" CHECK ("merchants"."billing_mode" in ('prepaid', 'monthly')),
	CONSTRAINT "merchants_balance_check" CHECK ("merchants"."balance_halalas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_offers" ADD CONSTRAINT "merchant_offers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_top_ups" ADD CONSTRAINT "merchant_top_ups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_top_ups" ADD CONSTRAINT "merchant_top_ups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_offer_id_merchant_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."merchant_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_stay_id_vehicles_id_fk" FOREIGN KEY ("stay_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_validator_id_users_id_fk" FOREIGN KEY ("validator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_validations" ADD CONSTRAINT "merchant_validations_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_offers_merchant_idx" ON "merchant_offers" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "merchant_top_ups_merchant_idx" ON "merchant_top_ups" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_top_ups_created_by_idx" ON "merchant_top_ups" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "merchant_validations_merchant_idx" ON "merchant_validations" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_validations_offer_idx" ON "merchant_validations" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "merchant_validations_stay_idx" ON "merchant_validations" USING btree ("stay_id");--> statement-breakpoint
CREATE INDEX "merchant_validations_area_idx" ON "merchant_validations" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "merchant_validations_plate_idx" ON "merchant_validations" USING btree ("plate","created_at");--> statement-breakpoint
CREATE INDEX "merchant_validations_validator_idx" ON "merchant_validations" USING btree ("validator_id","created_at");--> statement-breakpoint
CREATE INDEX "merchant_validations_transaction_idx" ON "merchant_validations" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "merchants_area_idx" ON "merchants" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "merchants_search_idx" ON "merchants" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_merchant_idx" ON "users" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'validate', 'refuse_validation', 'top_up', 'issue', 'block', 'lost', 'return'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role_id" in (1, 2, 3, 4, 5));