ALTER TABLE "company_subscriptions" DROP CONSTRAINT "company_subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "payment_links" DROP CONSTRAINT "payment_links_one_record_check";--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "company_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_company_subscription_id_company_subscriptions_id_fk" FOREIGN KEY ("company_subscription_id") REFERENCES "public"."company_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_one_open_company_subscription_idx" ON "payment_links" USING btree ("company_subscription_id") WHERE "payment_links"."status" = 'open';--> statement-breakpoint
CREATE INDEX "payment_links_company_subscription_idx" ON "payment_links" USING btree ("company_subscription_id");--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_status_check" CHECK ("company_subscriptions"."status" in ('pending', 'awaiting_payment', 'active', 'rejected'));--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_one_record_check" CHECK (num_nonnulls("payment_links"."subscription_id", "payment_links"."company_subscription_id", "payment_links"."stay_id") = 1);--> statement-breakpoint
-- Written by hand: a company subscription approved to be paid online holds its unit of the quota
-- (domain/quota.ts QUOTA_HOLDING_STATUSES) as a pending or active one does.
CREATE OR REPLACE FUNCTION "company_subscriptions_keep_used_quota"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_before boolean := TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'awaiting_payment', 'active');
  held_after boolean := TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'awaiting_payment', 'active');
BEGIN
  IF TG_OP = 'UPDATE' AND held_before = held_after AND OLD.company_id = NEW.company_id THEN
    RETURN NULL;
  END IF;
  IF held_before THEN
    UPDATE "companies" SET "used_quota" = "used_quota" - 1 WHERE "id" = OLD.company_id;
  END IF;
  IF held_after THEN
    UPDATE "companies" SET "used_quota" = "used_quota" + 1 WHERE "id" = NEW.company_id;
  END IF;
  RETURN NULL;
END
$$;
