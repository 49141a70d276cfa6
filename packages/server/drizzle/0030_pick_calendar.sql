ALTER TABLE "pick_rounds" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pick_rounds" ADD COLUMN "paused_by" text;--> statement-breakpoint
-- Hand-written: the pick office's new turn times (a schedule set, a round resumed) change what
-- a projection reads, as a list saved does (0010): they notify the rounds they touched at commit.
CREATE FUNCTION crewline_pick_turns_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT pick_round_id::text, ',' ORDER BY pick_round_id::text) INTO ids FROM new_rows
    WHERE kind IN ('SCHEDULE_SET', 'RESUMED') AND pick_round_id IS NOT NULL;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('crewline_pick_changed', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER pick_events_turns_moved AFTER INSERT ON pick_events REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pick_turns_moved();
