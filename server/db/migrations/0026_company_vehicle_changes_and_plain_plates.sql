ALTER TABLE "company_subscriptions" ADD COLUMN "price_halalas" integer;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD COLUMN "pending_vehicles" jsonb;--> statement-breakpoint
-- Saudi plate numbers carry no leading zeros (domain/plates.ts readPlateNumber): stored numbers
-- lose theirs, so 0777 and 777 are one plate. A number of zeros only becomes 0. The records whose
-- search text folds a rewritten plate lose it here and get it back at the next start
-- (server/db/refresh-folded-text.ts refolds every row with an empty search text).
UPDATE "subscriptions" SET "search_text" = '' WHERE "id" IN (SELECT "subscription_id" FROM "subscription_vehicles" WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0');--> statement-breakpoint
-- A subscription that lists one plate in both spellings keeps its older row.
DELETE FROM "subscription_vehicles" AS "twin" USING "subscription_vehicles" AS "older"
WHERE "twin"."subscription_id" = "older"."subscription_id" AND "twin"."plate_letters" = "older"."plate_letters"
  AND coalesce(nullif(ltrim("twin"."plate_number", '0'), ''), '0') = coalesce(nullif(ltrim("older"."plate_number", '0'), ''), '0')
  AND "older"."id" < "twin"."id";--> statement-breakpoint
UPDATE "subscription_vehicles" SET "plate_number" = coalesce(nullif(ltrim("plate_number", '0'), ''), '0') WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0';--> statement-breakpoint
UPDATE "company_subscriptions" SET "search_text" = '' WHERE "id" IN (SELECT "subscription_id" FROM "company_subscription_vehicles" WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0');--> statement-breakpoint
UPDATE "company_subscription_vehicles" SET "plate_number" = coalesce(nullif(ltrim("plate_number", '0'), ''), '0') WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0';--> statement-breakpoint
UPDATE "parking_cards" SET "plate_number" = coalesce(nullif(ltrim("plate_number", '0'), ''), '0'), "search_text" = '' WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0';--> statement-breakpoint
-- Stays: of two open stays in one area that become one plate (ABJ0777 and ABJ777), the one
-- already in the stored form, else the older, takes it; the other keeps its old spelling (one
-- open stay per plate and area), is listed among the vehicles inside and is closed by a force exit.
UPDATE "vehicles" AS "stay" SET "plate_number" = "normal"."number", "plate" = "stay"."plate_letters" || "normal"."number", "search_text" = ''
FROM (SELECT "id", coalesce(nullif(ltrim("plate_number", '0'), ''), '0') AS "number" FROM "vehicles" WHERE "plate_number" LIKE '0%' AND "plate_number" <> '0') AS "normal"
WHERE "stay"."id" = "normal"."id"
  AND NOT ("stay"."exit_time" IS NULL AND EXISTS (
    SELECT 1 FROM "vehicles" AS "other"
    WHERE "other"."exit_time" IS NULL AND "other"."area_id" = "stay"."area_id" AND "other"."id" <> "stay"."id"
      AND "other"."plate_letters" = "stay"."plate_letters"
      AND coalesce(nullif(ltrim("other"."plate_number", '0'), ''), '0') = "normal"."number"
      AND ("other"."plate_number" = "normal"."number" OR "other"."id" < "stay"."id")));
