ALTER TABLE "access_log" DROP CONSTRAINT "access_log_kind_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "barrier_states" ADD COLUMN "photo_plate" text;--> statement-breakpoint
ALTER TABLE "lane_devices" ADD COLUMN "last_photo_plate" text;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_kind_check" CHECK ("access_log"."kind" in ('stay', 'subscription', 'company_subscription', 'plate_history', 'subject_export', 'stay_search', 'payment_search', 'open_data_sessions'));--> statement-breakpoint
-- The audit log stays append-only but for one sanctioned update: a data subject's erase redacts the
-- personal values of a row's changes, once (redacted_at from null to a time), every field's name and
-- every other column unchanged. Deletes and truncates are refused as before.
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND OLD."redacted_at" IS NULL AND NEW."redacted_at" IS NOT NULL
    AND (NEW."id", NEW."at", NEW."actor_id", NEW."actor_name", NEW."actor_role_id", NEW."action", NEW."resource", NEW."record_id")
      IS NOT DISTINCT FROM (OLD."id", OLD."at", OLD."actor_id", OLD."actor_name", OLD."actor_role_id", OLD."action", OLD."resource", OLD."record_id")
    AND (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(NEW."changes") k)
      IS NOT DISTINCT FROM (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(OLD."changes") k)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the audit log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
