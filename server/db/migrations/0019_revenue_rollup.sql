CREATE TABLE "operator_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "operator_settings_one_row_check" CHECK ("operator_settings"."id")
);
--> statement-breakpoint
CREATE TABLE "revenue_daily" (
	"area_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"transactions" integer DEFAULT 0 NOT NULL,
	"amount_halalas" bigint DEFAULT 0 NOT NULL,
	"charged" integer DEFAULT 0 NOT NULL,
	"free" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"refunded_halalas" bigint DEFAULT 0 NOT NULL,
	"min_charge_halalas" integer,
	"max_charge_halalas" integer,
	CONSTRAINT "revenue_daily_area_id_day_type_pk" PRIMARY KEY("area_id","day","type"),
	CONSTRAINT "revenue_daily_type_check" CHECK ("revenue_daily"."type" in ('guest', 'subscription'))
);
--> statement-breakpoint
ALTER TABLE "revenue_daily" ADD CONSTRAINT "revenue_daily_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revenue_daily_day_idx" ON "revenue_daily" USING btree ("day");--> statement-breakpoint
-- The start writes the configured zone (server/db/revenue-rollup.ts); until then, the default one.
INSERT INTO "operator_settings" ("id", "time_zone") VALUES (true, 'Asia/Riyadh');
--> statement-breakpoint
-- Adds (direction 1) or takes away (-1) one payment's share of its area's, day's and type's figures.
-- Only paid money counts. Taking away the day's smallest or largest charge reads that day's
-- charges again (about a hundred rows), after the row lock of the UPDATE, so a racing write waits.
CREATE FUNCTION "revenue_daily_apply"(payment "payment_transactions", direction integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "operator_settings");
  local_day date := (payment."created_at" AT TIME ZONE zone)::date;
  amount integer := payment."amount_halalas";
  charge integer := CASE WHEN amount > 0 THEN amount END;
  day_min integer;
  day_max integer;
BEGIN
  IF payment."status" <> 'paid' THEN
    RETURN;
  END IF;
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
END
$$;
--> statement-breakpoint
CREATE FUNCTION "revenue_daily_keep"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."amount_halalas", OLD."area_id", OLD."type", OLD."created_at")
      IS NOT DISTINCT FROM (NEW."status", NEW."amount_halalas", NEW."area_id", NEW."type", NEW."created_at") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "revenue_daily_apply"(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "revenue_daily_apply"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_transactions_revenue_daily" AFTER INSERT OR UPDATE OR DELETE ON "payment_transactions"
FOR EACH ROW EXECUTE FUNCTION "revenue_daily_keep"();
--> statement-breakpoint
-- Counts every payment again in the stored zone: after a change of zone, and after a bulk load
-- that ran without the trigger.
CREATE FUNCTION "revenue_daily_rebuild"() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "operator_settings");
BEGIN
  DELETE FROM "revenue_daily";
  INSERT INTO "revenue_daily" ("area_id", "day", "type", "transactions", "amount_halalas", "charged", "free", "refunds", "refunded_halalas", "min_charge_halalas", "max_charge_halalas")
  SELECT "area_id", ("created_at" AT TIME ZONE zone)::date, "type", count(*), sum("amount_halalas"),
    count(*) FILTER (WHERE "amount_halalas" > 0), count(*) FILTER (WHERE "amount_halalas" = 0),
    count(*) FILTER (WHERE "amount_halalas" < 0), coalesce(sum("amount_halalas") FILTER (WHERE "amount_halalas" < 0), 0),
    min("amount_halalas") FILTER (WHERE "amount_halalas" > 0), max("amount_halalas") FILTER (WHERE "amount_halalas" > 0)
  FROM "payment_transactions" WHERE "status" = 'paid'
  GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
SELECT "revenue_daily_rebuild"();
