ALTER TABLE "company_subscriptions" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "rejected_by" integer;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_subscriptions_rejected_by_idx" ON "company_subscriptions" USING btree ("rejected_by");--> statement-breakpoint
CREATE INDEX "subscriptions_rejected_by_idx" ON "subscriptions" USING btree ("rejected_by");--> statement-breakpoint
-- Rejections made before: their decider and moment are in the audit log (a deleted account's id is not kept).
UPDATE "subscriptions" s SET "rejected_at" = a."at", "rejected_by" = (SELECT u."id" FROM "users" u WHERE u."id" = a."actor_id")
FROM "audit_log" a WHERE s."status" = 'rejected' AND a."resource" = 'subscriptions' AND a."record_id" = s."id" AND a."action" = 'reject';--> statement-breakpoint
UPDATE "company_subscriptions" s SET "rejected_at" = a."at", "rejected_by" = (SELECT u."id" FROM "users" u WHERE u."id" = a."actor_id")
FROM "audit_log" a WHERE s."status" = 'rejected' AND a."resource" = 'company-subscriptions' AND a."record_id" = s."id" AND a."action" = 'reject';
