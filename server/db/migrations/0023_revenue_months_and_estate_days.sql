CREATE TABLE "revenue_estate_daily" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"amount_halalas" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_estate_daily_day_type_pk" PRIMARY KEY("day","type"),
	CONSTRAINT "revenue_estate_daily_type_check" CHECK ("revenue_estate_daily"."type" in ('guest', 'subscription'))
);
--> statement-breakpoint
CREATE TABLE "revenue_monthly" (
	"area_id" integer NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"amount_halalas" bigint DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_halalas" bigint DEFAULT 0 NOT NULL,
	"min_charge_halalas" integer,
	"max_charge_halalas" integer,
	CONSTRAINT "revenue_monthly_area_id_month_type_pk" PRIMARY KEY("area_id","month","type"),
	CONSTRAINT "revenue_monthly_type_check" CHECK ("revenue_monthly"."type" in ('guest', 'subscription')),
	CONSTRAINT "revenue_monthly_month_check" CHECK (extract(day from "revenue_monthly"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "revenue_monthly" ADD CONSTRAINT "revenue_monthly_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One payment's share, added (direction 1) or taken away (-1), now kept in three grains: the area's
-- day (as in 0019), the area's month, and the estate's day. The estate's row is written first, so
-- that every writer takes the rows of a day in the same order and two writers of different areas
-- never wait for each other in a circle. A smallest or largest charge taken away is read again:
-- the day's from its payments, the month's from its days.
CREATE OR REPLACE FUNCTION "revenue_daily_apply"(payment "payment_transactions", direction integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "operator_settings");
  local_day date := (payment."created_at" AT TIME ZONE zone)::date;
  local_month date := date_trunc('month', local_day)::date;
  amount integer := payment."amount_halalas";
  charge integer := CASE WHEN amount > 0 THEN amount END;
  day_min integer;
  day_max integer;
  month_min integer;
  month_max integer;
BEGIN
  IF payment."status" <> 'paid' THEN
    RETURN;
  END IF;
  INSERT INTO "revenue_estate_daily" AS e ("day", "type", "transactions", "amount_halalas")
  VALUES (local_day, payment."type", direction, direction * amount)
  ON CONFLICT ("day", "type") DO UPDATE SET
    "transactions" = e."transactions" + excluded."transactions",
    "amount_halalas" = e."amount_halalas" + excluded."amount_halalas";
  IF direction = 1 THEN
    INSERT INTO "revenue_daily" AS r ("area_id", "day", "type", "transactions", "amount_halalas", "charged", "free", "refunds", "refunded_halalas", "min_charge_halalas", "max_charge_halalas")
    VALUES (payment."area_id", local_day, payment."type", 1, amount, (amount > 0)::int, (amount = 0)::int, (amount < 0)::int, least(amount, 0), charge, charge)
    ON CONFLICT ("area_id", "day", "type") DO UPDATE SET
      "transactions" = r."transactions" + 1,
      "amount_halalas" = r."amount_halalas" + excluded."amount_halalas",
      "charged" = r."charged" + excluded."charged",
      "free" = r."free" + excluded."free",
      "refunds" = r."refunds" + excluded."refunds",
      "refunded_halalas" = r."refunded_halalas" + excluded."refunded_halalas",
      "min_charge_halalas" = least(r."min_charge_halalas", excluded."min_charge_halalas"),
      "max_charge_halalas" = greatest(r."max_charge_halalas", excluded."max_charge_halalas");
    INSERT INTO "revenue_monthly" AS m ("area_id", "month", "type", "transactions", "amount_halalas", "charged", "free", "refunds", "refunded_halalas", "min_charge_halalas", "max_charge_halalas")
    VALUES (payment."area_id", local_month, payment."type", 1, amount, (amount > 0)::int, (amount = 0)::int, (amount < 0)::int, least(amount, 0), charge, charge)
    ON CONFLICT ("area_id", "month", "type") DO UPDATE SET
      "transactions" = m."transactions" + 1,
      "amount_halalas" = m."amount_halalas" + excluded."amount_halalas",
      "charged" = m."charged" + excluded."charged",
      "free" = m."free" + excluded."free",
      "refunds" = m."refunds" + excluded."refunds",
      "refunded_halalas" = m."refunded_halalas" + excluded."refunded_halalas",
      "min_charge_halalas" = least(m."min_charge_halalas", excluded."min_charge_halalas"),
      "max_charge_halalas" = greatest(m."max_charge_halalas", excluded."max_charge_halalas");
    RETURN;
  END IF;
  UPDATE "revenue_daily" AS r SET
    "transactions" = r."transactions" - 1,
    "amount_halalas" = r."amount_halalas" - amount,
    "charged" = r."charged" - (amount > 0)::int,
    "free" = r."free" - (amount = 0)::int,
    "refunds" = r."refunds" - (amount < 0)::int,
    "refunded_halalas" = r."refunded_halalas" - least(amount, 0)
  WHERE r."area_id" = payment."area_id" AND r."day" = local_day AND r."type" = payment."type"
  RETURNING r."min_charge_halalas", r."max_charge_halalas" INTO day_min, day_max;
  IF charge = day_min OR charge = day_max THEN
    SELECT min(p."amount_halalas"), max(p."amount_halalas") INTO day_min, day_max
    FROM "payment_transactions" p
    WHERE p."area_id" = payment."area_id" AND p."type" = payment."type" AND p."status" = 'paid' AND p."amount_halalas" > 0
      AND p."created_at" >= (local_day::timestamp AT TIME ZONE zone)
      AND p."created_at" < ((local_day + 1)::timestamp AT TIME ZONE zone);
    UPDATE "revenue_daily" SET "min_charge_halalas" = day_min, "max_charge_halalas" = day_max
    WHERE "area_id" = payment."area_id" AND "day" = local_day AND "type" = payment."type";
  END IF;
  UPDATE "revenue_monthly" AS m SET
    "transactions" = m."transactions" - 1,
    "amount_halalas" = m."amount_halalas" - amount,
    "charged" = m."charged" - (amount > 0)::int,
    "free" = m."free" - (amount = 0)::int,
    "refunds" = m."refunds" - (amount < 0)::int,
    "refunded_halalas" = m."refunded_halalas" - least(amount, 0)
  WHERE m."area_id" = payment."area_id" AND m."month" = local_month AND m."type" = payment."type"
  RETURNING m."min_charge_halalas", m."max_charge_halalas" INTO month_min, month_max;
  IF charge = month_min OR charge = month_max THEN
    SELECT min(d."min_charge_halalas"), max(d."max_charge_halalas") INTO month_min, month_max
    FROM "revenue_daily" d
    WHERE d."area_id" = payment."area_id" AND d."type" = payment."type"
      AND d."day" >= local_month AND d."day" < (local_month + interval '1 month')::date;
    UPDATE "revenue_monthly" SET "min_charge_halalas" = month_min, "max_charge_halalas" = month_max
    WHERE "area_id" = payment."area_id" AND "month" = local_month AND "type" = payment."type";
  END IF;
END
$$;
--> statement-breakpoint
-- Counts every payment again in the stored zone, into the three grains: the months and the
-- estate's days are grouped from the areas' days.
CREATE OR REPLACE FUNCTION "revenue_daily_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "operator_settings");
BEGIN
  DELETE FROM "revenue_daily";
  DELETE FROM "revenue_monthly";
  DELETE FROM "revenue_estate_daily";
  INSERT INTO "revenue_daily" ("area_id", "day", "type", "transactions", "amount_halalas", "charged", "free", "refunds", "refunded_halalas", "min_charge_halalas", "max_charge_halalas")
  SELECT "area_id", ("created_at" AT TIME ZONE zone)::date, "type", count(*), sum("amount_halalas"),
    count(*) FILTER (WHERE "amount_halalas" > 0), count(*) FILTER (WHERE "amount_halalas" = 0),
    count(*) FILTER (WHERE "amount_halalas" < 0), coalesce(sum("amount_halalas") FILTER (WHERE "amount_halalas" < 0), 0),
    min("amount_halalas") FILTER (WHERE "amount_halalas" > 0), max("amount_halalas") FILTER (WHERE "amount_halalas" > 0)
  FROM "payment_transactions" WHERE "status" = 'paid'
  GROUP BY 1, 2, 3;
  INSERT INTO "revenue_monthly" ("area_id", "month", "type", "transactions", "amount_halalas", "charged", "free", "refunds", "refunded_halalas", "min_charge_halalas", "max_charge_halalas")
  SELECT "area_id", date_trunc('month', "day")::date, "type", sum("transactions"), sum("amount_halalas"), sum("charged"), sum("free"),
    sum("refunds"), sum("refunded_halalas"), min("min_charge_halalas"), max("max_charge_halalas")
  FROM "revenue_daily"
  GROUP BY 1, 2, 3;
  INSERT INTO "revenue_estate_daily" ("day", "type", "transactions", "amount_halalas")
  SELECT "day", "type", sum("transactions"), sum("amount_halalas") FROM "revenue_daily" GROUP BY 1, 2;
END
$$;
--> statement-breakpoint
SELECT "revenue_daily_rebuild"();
