CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"actor_role_id" integer,
	"kind" text NOT NULL,
	"record_id" integer,
	"subjects" text NOT NULL,
	"subject_keys" text[] NOT NULL,
	CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('stay', 'subscription', 'company_subscription', 'plate_history', 'subject_export'))
);
--> statement-breakpoint
CREATE TABLE "retention_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_periods_kind_check" CHECK ("retention_periods"."kind" in ('guest_stays', 'rejected_requests', 'gate_event_answers', 'outbox_mail')),
	CONSTRAINT "retention_periods_days_check" CHECK ("retention_periods"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "access_log_actor_idx" ON "access_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "access_log_subject_keys_idx" ON "access_log" USING gin ("subject_keys");--> statement-breakpoint
CREATE UNIQUE INDEX "retention_periods_kind_unique" ON "retention_periods" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "outbox_unredacted_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."redacted_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "subscriptions_rejected_unredacted_idx" ON "subscriptions" USING btree ("updated_at") WHERE "subscriptions"."status" = 'rejected' and "subscriptions"."redacted_at" is null;--> statement-breakpoint
CREATE INDEX "vehicles_guest_unredacted_idx" ON "vehicles" USING btree ("exit_time") WHERE "vehicles"."type" = 'guest' and "vehicles"."exit_time" is not null and "vehicles"."redacted_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete', 'status', 'password', 'approve', 'reject', 'reissue_qr', 'force_exit', 'backdate', 'acknowledge', 'confirm_read', 'refuse_read', 'open_barrier', 'erase', 'issue', 'block', 'lost', 'return'));