DROP INDEX "revenue_daily_day_idx";--> statement-breakpoint
CREATE INDEX "company_subscriptions_pending_idx" ON "company_subscriptions" USING btree ("company_id") WHERE "company_subscriptions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "revenue_daily_day_idx" ON "revenue_daily" USING btree ("day","type","amount_halalas");