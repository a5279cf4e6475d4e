CREATE TABLE "quota_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"units" integer NOT NULL,
	"valid_to" date NOT NULL,
	"amount_halalas" integer NOT NULL,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "quota_orders_status_check" CHECK ("quota_orders"."status" in ('awaiting_payment', 'paid', 'cancelled')),
	CONSTRAINT "quota_orders_units_check" CHECK ("quota_orders"."units" between 1 and 10000),
	CONSTRAINT "quota_orders_amount_check" CHECK ("quota_orders"."amount_halalas" > 0),
	CONSTRAINT "quota_orders_closed_check" CHECK (("quota_orders"."status" = 'awaiting_payment') = ("quota_orders"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_paid_for_check";--> statement-breakpoint
ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_one_record_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "quota_order_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "quota_order_id" integer;--> statement-breakpoint
ALTER TABLE "quota_orders" ADD CONSTRAINT "quota_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_orders" ADD CONSTRAINT "quota_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_orders_company_idx" ON "quota_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "quota_orders_created_by_idx" ON "quota_orders" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_quota_order_id_quota_orders_id_fk" FOREIGN KEY ("quota_order_id") REFERENCES "public"."quota_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_quota_order_id_quota_orders_id_fk" FOREIGN KEY ("quota_order_id") REFERENCES "public"."quota_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_quota_order_idx" ON "payment_transactions" USING btree ("quota_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_quota_order_idx" ON "payment_links" USING btree ("quota_order_id") WHERE "payment_links"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_links_quota_order_idx" ON "payment_links" USING btree ("quota_order_id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paid_for_check" CHECK (num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id", "payment_transactions"."merchant_id", "payment_transactions"."quota_order_id") <= 1 and ("payment_transactions"."vehicle_id" is not null or num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id", "payment_transactions"."merchant_id", "payment_transactions"."quota_order_id") = 1) and ("payment_transactions"."merchant_id" is null or "payment_transactions"."vehicle_id" is null) and ("payment_transactions"."quota_order_id" is null or ("payment_transactions"."vehicle_id" is null and "payment_transactions"."type" = 'subscription')));--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_one_record_check" CHECK (num_nonnulls("payment_links"."subscription_id", "payment_links"."company_subscription_id", "payment_links"."stay_id", "payment_links"."quota_order_id") = 1);