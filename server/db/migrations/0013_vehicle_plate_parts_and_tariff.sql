-- The stays recorded before the gates existed (the demo's vehicles inside) get what every stay
-- now holds before the next migration requires it: the plate's parts beside its key (letters
-- then number, as domain/plates.ts keys it), and their area's tariff as it is now, frozen.
WITH keyed AS (
	SELECT "id", regexp_replace(upper("plate"), '[^A-Z0-9]', '', 'g') AS "key" FROM "vehicles"
)
UPDATE "vehicles" SET
	"plate" = keyed."key",
	"plate_letters" = substring(keyed."key" from '^[A-Z]+'),
	"plate_number" = substring(keyed."key" from '[0-9]+$'),
	"tariff" = jsonb_build_object(
		'free_minutes', "areas"."free_minutes",
		'grace_minutes', "areas"."grace_minutes",
		'cooldown_minutes', "areas"."cooldown_minutes",
		'hourly_fee_halalas', "areas"."hourly_fee_halalas",
		'after_first_hour_fee_halalas', "areas"."after_first_hour_fee_halalas",
		'daily_cap_halalas', "areas"."daily_cap_halalas"
	)
FROM keyed, "areas"
WHERE keyed."id" = "vehicles"."id" AND "areas"."id" = "vehicles"."area_id";
