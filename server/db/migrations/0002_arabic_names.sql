ALTER TABLE "gates" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "gates" ADD COLUMN "name_ar_key" text;--> statement-breakpoint
ALTER TABLE "sub_areas" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "sub_areas" ADD COLUMN "name_ar_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "gates_area_name_ar_key_unique" ON "gates" USING btree ("area_id","name_ar_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_areas_area_name_ar_key_unique" ON "sub_areas" USING btree ("area_id","name_ar_key");--> statement-breakpoint
-- Names sort in Arabic alphabetical order, Arabic script before Latin, identically on PGlite and
-- PostgreSQL. The ICU root order (CLDR) with the scripts reordered: PGlite's ICU carries only the
-- root data, so neither "ar" (PostgreSQL's tailoring differs from root) nor the BCP 47 form
-- "und-u-kr-arab-latn" (ignored by PGlite) sorts the same on both; this older ICU form does.
CREATE COLLATION "arabic" (provider = icu, locale = 'und@colReorder=arab-latn');
