CREATE FUNCTION "users_announce_access_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every instance's live streams of this account end when what lets it act or what it may see
  -- changes, whoever wrote the change (a request, another trigger, SQL by hand): the stream was
  -- admitted and scoped by the account as it was.
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('live_events', json_build_object('account', OLD.id)::text);
  ELSIF NEW.session_version IS DISTINCT FROM OLD.session_version
     OR NEW.is_active IS DISTINCT FROM OLD.is_active
     OR NEW.role_id IS DISTINCT FROM OLD.role_id
     OR NEW.area_id IS DISTINCT FROM OLD.area_id
     OR NEW.gate_id IS DISTINCT FROM OLD.gate_id
     OR NEW.company_id IS DISTINCT FROM OLD.company_id
     OR NEW.merchant_id IS DISTINCT FROM OLD.merchant_id THEN
    PERFORM pg_notify('live_events', json_build_object('account', NEW.id)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_announce_access_change" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "users_announce_access_change"();
