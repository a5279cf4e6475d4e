-- An exit reads its open stay's pricing facts, the merchants' validations among them, in the
-- statement that locks the stay, as that statement's snapshot shows them. A validation given while
-- the exit waited for the stay's lock is not in that snapshot. So giving, changing or taking back a
-- validation of an open stay changes the stay's row, and an exit that finds the row it locked newer
-- than its snapshot's reads the facts again.
CREATE FUNCTION "validation_changes_its_stay"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    UPDATE "vehicles" SET "updated_at" = now() WHERE "id" = NEW."stay_id" AND "exit_time" IS NULL;
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."stay_id" <> NEW."stay_id") THEN
    UPDATE "vehicles" SET "updated_at" = now() WHERE "id" = OLD."stay_id" AND "exit_time" IS NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "merchant_validations_change_their_stay" AFTER INSERT OR DELETE OR UPDATE OF "stay_id", "amount_halalas"
ON "merchant_validations" FOR EACH ROW EXECUTE FUNCTION "validation_changes_its_stay"();
