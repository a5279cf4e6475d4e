-- Written by hand: the trigram operator class of the search indexes below (a trusted extension, so the
-- database owner may create it; PGlite loads it from its contrib folder, see pglite-options.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "areas_name_sort_idx" ON "areas" USING btree (coalesce("name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "areas_name_ar_sort_idx" ON "areas" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "areas_search_idx" ON "areas" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "gates_name_sort_idx" ON "gates" USING btree (coalesce("name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "gates_name_ar_sort_idx" ON "gates" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "gates_search_idx" ON "gates" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "sub_areas_name_sort_idx" ON "sub_areas" USING btree (coalesce("name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "sub_areas_name_ar_sort_idx" ON "sub_areas" USING btree (coalesce("name_ar_key", "name_key", "name") collate "arabic","id");--> statement-breakpoint
CREATE INDEX "sub_areas_search_idx" ON "sub_areas" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "subscription_plans_search_idx" ON "subscription_plans" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=off);