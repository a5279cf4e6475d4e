DROP INDEX "areas_name_sort_idx";--> statement-breakpoint
DROP INDEX "areas_name_ar_sort_idx";--> statement-breakpoint
DROP INDEX "gates_name_sort_idx";--> statement-breakpoint
DROP INDEX "gates_name_ar_sort_idx";--> statement-breakpoint
DROP INDEX "sub_areas_name_sort_idx";--> statement-breakpoint
DROP INDEX "sub_areas_name_ar_sort_idx";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "used_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("name" collate "arabic","id");--> statement-breakpoint
CREATE INDEX "companies_name_ar_sort_idx" ON "companies" USING btree (coalesce("name_ar", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "companies_remaining_quota_idx" ON "companies" USING btree (greatest(0, "initial_quota" - "used_quota"),"id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name" collate "arabic","id");--> statement-breakpoint
CREATE INDEX "users_last_login_sort_idx" ON "users" USING btree (coalesce("last_login_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "areas_name_sort_idx" ON "areas" USING btree (coalesce("name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","is_active");--> statement-breakpoint
CREATE INDEX "areas_name_ar_sort_idx" ON "areas" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","is_active");--> statement-breakpoint
CREATE INDEX "gates_name_sort_idx" ON "gates" USING btree (coalesce("name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","area_id","gate_type_id","status");--> statement-breakpoint
CREATE INDEX "gates_name_ar_sort_idx" ON "gates" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","area_id","gate_type_id","status");--> statement-breakpoint
CREATE INDEX "sub_areas_name_sort_idx" ON "sub_areas" USING btree (coalesce("name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","area_id");--> statement-breakpoint
CREATE INDEX "sub_areas_name_ar_sort_idx" ON "sub_areas" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id","name","name_key","name_ar_key","search_text","area_id");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_used_quota_check" CHECK ("companies"."used_quota" >= 0);