-- A stay's entry time and a payment's time never change once written: the monthly partitions'
-- floors (server/db/partitions/month-floors.ts) take a month's latest of them as final.
CREATE FUNCTION "lasting_time_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the % of a written row never changes', TG_ARGV[0] USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicles_entry_time_kept" BEFORE UPDATE OF "entry_time" ON "vehicles" FOR EACH ROW
  WHEN (OLD."entry_time" IS DISTINCT FROM NEW."entry_time") EXECUTE FUNCTION "lasting_time_kept"('entry_time');
--> statement-breakpoint
CREATE TRIGGER "payment_transactions_created_at_kept" BEFORE UPDATE OF "created_at" ON "payment_transactions" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at") EXECUTE FUNCTION "lasting_time_kept"('created_at');
