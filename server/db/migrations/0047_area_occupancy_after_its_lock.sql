-- An area's occupancy: its open stays counted by type, whether a plate is one of them, and, when
-- asked, the plate's last exit from the area. With `locking`, the area's row is taken first
-- (FOR NO KEY UPDATE, as a gate entry takes it) and answered as it is once locked.
--
-- A gate entry takes the lock in its first statement, where it may wait for the entry before it.
-- A count in that same statement would see the database as it was before the wait, without the
-- stay the entry before it wrote. Each statement of a VOLATILE function sees the database afresh
-- (READ COMMITTED), so the count here, made after the lock is held, sees every entry that held it
-- before, and the entry needs no statement of its own for it.
CREATE FUNCTION "area_occupancy"("the_area" integer, "the_plate" text, "with_last_exit" boolean, "locking" boolean)
RETURNS json LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  "locked" json;
  "occupancy" json;
BEGIN
  IF "locking" THEN
    SELECT row_to_json(a) INTO "locked" FROM "areas" a WHERE a."id" = "the_area" FOR NO KEY UPDATE;
  END IF;
  SELECT json_build_object(
      'area', "locked",
      'total', count(*),
      'subscribers', count(*) FILTER (WHERE v."type" = 'subscription'),
      'guests', count(*) FILTER (WHERE v."type" = 'guest'),
      'plate_inside', coalesce(bool_or(v."plate" = "the_plate"), false),
      'last_exit', CASE WHEN "with_last_exit" THEN (
        SELECT max(p."exit_time") FROM "vehicles" p WHERE p."area_id" = "the_area" AND p."plate" = "the_plate"
      ) END)
    INTO "occupancy"
    FROM "vehicles" v WHERE v."area_id" = "the_area" AND v."exit_time" IS NULL;
  RETURN "occupancy";
END $$;
