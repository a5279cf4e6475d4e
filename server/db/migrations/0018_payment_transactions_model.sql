ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_numbers_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "vehicle_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "entry_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "exit_time" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "duration_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "free_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "chargeable_minutes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "hourly_rate_halalas" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "tariff" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "lines" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "expected_exit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refund_of_id" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- A payment written before edits were kept was last changed when it was made.
UPDATE "payment_transactions" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_of_id_payment_transactions_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transactions_amount_idx" ON "payment_transactions" USING btree ("amount_halalas","id");--> statement-breakpoint
CREATE INDEX "payment_transactions_refund_of_idx" ON "payment_transactions" USING btree ("refund_of_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_updated_by_idx" ON "payment_transactions" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_stay_check" CHECK (num_nulls("payment_transactions"."vehicle_id", "payment_transactions"."entry_time", "payment_transactions"."exit_time", "payment_transactions"."duration_minutes", "payment_transactions"."free_minutes", "payment_transactions"."chargeable_minutes", "payment_transactions"."hourly_rate_halalas", "payment_transactions"."tariff") in (0, 8));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_guest_stay_check" CHECK ("payment_transactions"."type" <> 'guest' or "payment_transactions"."vehicle_id" is not null);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_paid_for_check" CHECK (num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id") <= 1 and ("payment_transactions"."vehicle_id" is not null or num_nonnulls("payment_transactions"."subscription_id", "payment_transactions"."company_subscription_id") = 1));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refund_check" CHECK (("payment_transactions"."refund_of_id" is null) = ("payment_transactions"."amount_halalas" >= 0) and "payment_transactions"."refund_of_id" <> "payment_transactions"."id");--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_numbers_check" CHECK ("payment_transactions"."exit_time" >= "payment_transactions"."entry_time" and "payment_transactions"."duration_minutes" >= 0 and "payment_transactions"."free_minutes" >= 0 and "payment_transactions"."chargeable_minutes" between 0 and "payment_transactions"."duration_minutes" and "payment_transactions"."hourly_rate_halalas" >= 0);