-- Written by hand.
-- A company's used quota is kept on its row: each subscription that starts or stops holding a unit
-- (pending or approved, domain/quota.ts QUOTA_HOLDING_STATUSES) adds or takes one, in the
-- transaction of the change. A list sorts and filters companies by it like any column, and a new
-- subscription checks it under the company row's lock.
UPDATE "companies" SET "used_quota" = (
  SELECT count(*) FROM "company_subscriptions"
  WHERE "company_subscriptions"."company_id" = "companies"."id" AND "company_subscriptions"."status" IN ('pending', 'active')
);--> statement-breakpoint
CREATE FUNCTION "company_subscriptions_keep_used_quota"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  held_before boolean := TG_OP <> 'INSERT' AND OLD.status IN ('pending', 'active');
  held_after boolean := TG_OP <> 'DELETE' AND NEW.status IN ('pending', 'active');
BEGIN
  IF TG_OP = 'UPDATE' AND held_before = held_after AND OLD.company_id = NEW.company_id THEN
    RETURN NULL;
  END IF;
  IF held_before THEN
    UPDATE "companies" SET "used_quota" = "used_quota" - 1 WHERE "id" = OLD.company_id;
  END IF;
  IF held_after THEN
    UPDATE "companies" SET "used_quota" = "used_quota" + 1 WHERE "id" = NEW.company_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "company_subscriptions_keep_used_quota" AFTER INSERT OR DELETE OR UPDATE OF "status", "company_id" ON "company_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "company_subscriptions_keep_used_quota"();--> statement-breakpoint
-- Deactivating a company ends its managers' sessions, as deactivating the account itself does
-- (users_end_sessions in 0001): were the company active again, the tokens issued before would
-- otherwise work again.
CREATE FUNCTION "companies_end_manager_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_active AND NOT NEW.is_active THEN
    UPDATE "users" SET "session_version" = "session_version" + 1 WHERE "company_id" = NEW.id AND "role_id" = 4;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_end_manager_sessions" AFTER UPDATE OF "is_active" ON "companies" FOR EACH ROW EXECUTE FUNCTION "companies_end_manager_sessions"();
