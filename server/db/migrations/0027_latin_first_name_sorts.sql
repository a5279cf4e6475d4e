-- English screens file names Latin script first, Arabic screens Arabic first: the same ICU root
-- order as "arabic" (migration 0002, for the reasons given there) with the scripts the other way.
CREATE COLLATION "english" (provider = icu, locale = 'und@colReorder=latn-arab');--> statement-breakpoint
DROP INDEX "areas_name_sort_idx";--> statement-breakpoint
DROP INDEX "companies_name_sort_idx";--> statement-breakpoint
DROP INDEX "gates_name_sort_idx";--> statement-breakpoint
DROP INDEX "sub_areas_name_sort_idx";--> statement-breakpoint
DROP INDEX "users_name_sort_idx";--> statement-breakpoint
CREATE INDEX "users_name_ar_sort_idx" ON "users" USING btree ("name" collate "arabic","id");--> statement-breakpoint
CREATE INDEX "areas_name_sort_idx" ON "areas" USING btree (coalesce("name_key", "name") collate "english","id","name","name_key","name_ar_key","search_text","is_active");--> statement-breakpoint
CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("name" collate "english","id");--> statement-breakpoint
CREATE INDEX "gates_name_sort_idx" ON "gates" USING btree (coalesce("name_key", "name") collate "english","id","name","name_key","name_ar_key","search_text","area_id","gate_type_id","status");--> statement-breakpoint
CREATE INDEX "sub_areas_name_sort_idx" ON "sub_areas" USING btree (coalesce("name_key", "name") collate "english","id","name","name_key","name_ar_key","search_text","area_id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name" collate "english","id");