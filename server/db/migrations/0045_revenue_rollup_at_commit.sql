-- The rollup's rows are shared by every payment of a day: the estate's by all areas, an area's by
-- all its gates. Counted by an ordinary trigger, a payment's transaction held them from its insert
-- to its commit, across every statement it sent after, so the exits of the whole estate took turns
-- for that long. Counted at commit, each holds them only while it commits.
DROP TRIGGER "payment_transactions_revenue_daily" ON "payment_transactions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payment_transactions_revenue_daily" AFTER INSERT OR UPDATE OR DELETE ON "payment_transactions"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "revenue_daily_keep"();
