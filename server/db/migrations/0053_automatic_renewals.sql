CREATE TABLE "automatic_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"email" text NOT NULL,
	"gateway" text NOT NULL,
	"card_token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"card_month" integer NOT NULL,
	"card_year" integer NOT NULL,
	"notified_for" date,
	"notified_on" date,
	"attempted_for" date,
	"attempted_on" date,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automatic_renewals_subscription_id_unique" UNIQUE("subscription_id")
);
--> statement-breakpoint
CREATE TABLE "payment_simulator_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"brand" text NOT NULL,
	"number" text NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"name" text NOT NULL,
	"callback_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_simulator_tokens_status_check" CHECK ("payment_simulator_tokens"."status" in ('initiated', 'active', 'inactive', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "automatic_renewals" ADD CONSTRAINT "automatic_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automatic_renewals_email_idx" ON "automatic_renewals" USING btree ("email");--> statement-breakpoint
CREATE INDEX "payment_links_open_charges_idx" ON "payment_links" USING btree ("id") WHERE "payment_links"."status" = 'open' and "payment_links"."charge_id" is not null;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_charge_id_unique" UNIQUE("charge_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'validate', 'refuse_validation', 'top_up', 'bill_month', 'close_shift', 'send_payment_link', 'pay_online', 'refuse_online_payment', 'start_automatic_renewal', 'stop_automatic_renewal', 'issue', 'block', 'lost', 'return'));--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_charge_check" CHECK ("payment_links"."charge_id" is null or "payment_links"."renews_until" is not null);