CREATE TABLE "subscriber_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "renews_until" date;--> statement-breakpoint
CREATE INDEX "subscriber_codes_email_idx" ON "subscriber_codes" USING btree ("email");--> statement-breakpoint
CREATE INDEX "subscriber_sessions_email_idx" ON "subscriber_sessions" USING btree ("email");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_renewal_check" CHECK ("payment_links"."renews_until" is null or "payment_links"."subscription_id" is not null);