ALTER TABLE "automatic_renewals" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_codes" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber_sessions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
ALTER TABLE "automatic_renewals" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "subscriber_codes" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "subscriber_sessions" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE INDEX "subscriptions_phone_idx" ON "subscriptions" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "automatic_renewals_phone_idx" ON "automatic_renewals" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "subscriber_codes_phone_idx" ON "subscriber_codes" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "subscriber_sessions_phone_idx" ON "subscriber_sessions" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('mail', 'sms'));--> statement-breakpoint
ALTER TABLE "automatic_renewals" ADD CONSTRAINT "automatic_renewals_contact_check" CHECK (num_nonnulls("automatic_renewals"."email", "automatic_renewals"."phone") = 1);--> statement-breakpoint
ALTER TABLE "subscriber_codes" ADD CONSTRAINT "subscriber_codes_contact_check" CHECK (num_nonnulls("subscriber_codes"."email", "subscriber_codes"."phone") = 1);--> statement-breakpoint
ALTER TABLE "subscriber_sessions" ADD CONSTRAINT "subscriber_sessions_contact_check" CHECK (num_nonnulls("subscriber_sessions"."email", "subscriber_sessions"."phone") = 1);