CREATE TABLE "merchant_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"month" text NOT NULL,
	"amount_halalas" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchant_bills_amount_check" CHECK ("merchant_bills"."amount_halalas" >= 1)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_type_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_paid_for_check";--> statement-breakpoint
ALTER TABLE "revenue_daily" DROP CONSTRAINT "revenue_daily_type_check";--> statement-breakpoint
ALTER TABLE "revenue_estate_daily" DROP CONSTRAINT "revenue_estate_daily_type_check";--> statement-breakpoint
ALTER TABLE "revenue_monthly" DROP CONSTRAINT "revenue_monthly_type_check";--> statement-breakpoint
ALTER TABLE "merchant_top_ups" ADD COLUMN "transaction_id" integer;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address_building_number" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address_district" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "address_postal_code" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "merchant_bills" ADD CONSTRAINT "merchant_bills_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bills" ADD CONSTRAINT "merchant_bills_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_bills" ADD CONSTRAINT "merchant_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_bills_merchant_month_unique" ON "merchant_bills" USING btree ("merchant_id","month");--> statement-breakpoint
CREATE INDEX "merchant_bills_transaction_idx" ON "merchant_bills" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "merchant_bills_created_by_idx" ON "merchant_bills" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "merchant_top_ups" ADD CONSTRAINT "merchant_top_ups_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merchant_top_ups_transaction_idx" ON "merchant_top_ups" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_merchant_idx" ON "payment_transactions" USING btree ("merchant_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'validate', 'refuse_validation', 'top_up', 'bill_month', 'close_shift', 'issue', 'block', 'lost', 'return'));--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_vat_buyer_check" CHECK ("merchants"."vat_number" is null or ("merchants"."vat_number" ~ '^3[0-9]{13}3$' and "merchants"."address_street" is not null and "merchants"."address_building_number" ~ '^[0-9]{4}$' and "merchants"."address_district" is not null and "merchants"."address_city" is not null and "merchants"."address_postal_code" ~ '^[0-9]{5}$'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_merchant_check" CHECK (("payment_transactions"."type" = 'merchant') = ("payment_transactions"."merchant_id" is not null));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_type_check" CHECK ("payment_transactions"."type" in ('guest', 'subscription', 'merchant'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paid_for_check" CHECK (num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id", "payment_transactions"."merchant_id") <= 1 and ("payment_transactions"."vehicle_id" is not null or num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id", "payment_transactions"."merchant_id") = 1) and ("payment_transactions"."merchant_id" is null or "payment_transactions"."vehicle_id" is null));--> statement-breakpoint
ALTER TABLE "revenue_daily" ADD CONSTRAINT "revenue_daily_type_check" CHECK ("revenue_daily"."type" in ('guest', 'subscription', 'merchant'));--> statement-breakpoint
ALTER TABLE "revenue_estate_daily" ADD CONSTRAINT "revenue_estate_daily_type_check" CHECK ("revenue_estate_daily"."type" in ('guest', 'subscription', 'merchant'));--> statement-breakpoint
ALTER TABLE "revenue_monthly" ADD CONSTRAINT "revenue_monthly_type_check" CHECK ("revenue_monthly"."type" in ('guest', 'subscription', 'merchant'));