CREATE TABLE "gateway_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"payment_link_id" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"channel" text,
	"outcome" text NOT NULL,
	"refund_reason" text,
	"payment_transaction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_payments_outcome_check" CHECK ("gateway_payments"."outcome" in ('recorded', 'refund_due', 'refunded')),
	CONSTRAINT "gateway_payments_channel_check" CHECK ("gateway_payments"."channel" is null or "gateway_payments"."channel" in ('mada', 'apple_pay', 'stc_pay', 'card')),
	CONSTRAINT "gateway_payments_recorded_check" CHECK (("gateway_payments"."outcome" = 'recorded') = ("gateway_payments"."payment_transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"amount_halalas" integer NOT NULL,
	"description" text NOT NULL,
	"record_version" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"gateway" text NOT NULL,
	"hosted_payment_ref" text,
	"hosted_payment_url" text,
	"payment_transaction_id" integer,
	"last_failure" text,
	"qr_token_sealed" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_links_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('open', 'paid', 'cancelled')),
	CONSTRAINT "payment_links_paid_check" CHECK (("payment_links"."status" = 'paid') = ("payment_links"."payment_transaction_id" is not null and "payment_links"."paid_at" is not null)),
	CONSTRAINT "payment_links_amount_check" CHECK ("payment_links"."amount_halalas" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"callback_url" text,
	"success_url" text,
	"back_url" text,
	"expired_at" timestamp with time zone,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_simulator_invoices_status_check" CHECK ("payment_simulator_invoices"."status" in ('initiated', 'paid', 'failed', 'refunded', 'canceled', 'on_hold', 'expired', 'voided'))
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" text,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_simulator_payments_status_check" CHECK ("payment_simulator_payments"."status" in ('initiated', 'paid', 'failed', 'authorized', 'captured', 'refunded', 'voided', 'verified'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_payment_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("payment_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_payments_once_idx" ON "gateway_payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_link_idx" ON "gateway_payments" USING btree ("payment_link_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_payment_transaction_idx" ON "gateway_payments" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "gateway_payments_refund_due_idx" ON "gateway_payments" USING btree ("id") WHERE "gateway_payments"."outcome" = 'refund_due';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_idx" ON "payment_links" USING btree ("subscription_id") WHERE "payment_links"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_links_subscription_idx" ON "payment_links" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_links_payment_transaction_idx" ON "payment_links" USING btree ("payment_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_links_created_by_idx" ON "payment_links" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "payment_links_open_idx" ON "payment_links" USING btree ("id") WHERE "payment_links"."status" = 'open' and "payment_links"."hosted_payment_ref" is not null;--> statement-breakpoint
CREATE INDEX "payment_simulator_payments_invoice_idx" ON "payment_simulator_payments" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'validate', 'refuse_validation', 'top_up', 'bill_month', 'close_shift', 'send_payment_link', 'pay_online', 'refuse_online_payment', 'issue', 'block', 'lost', 'return'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_awaiting_payment_check" CHECK ("subscriptions"."status" <> 'awaiting_payment' or ("subscriptions"."payment_method_id" is not null and "subscriptions"."approved_at" is not null and "subscriptions"."qr_code_hash" is null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'awaiting_payment', 'active', 'rejected'));