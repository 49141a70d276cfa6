-- Hand-written: a write that changes what a pick projection reads (a list version saved, an
-- award run written) notifies, at commit, the round ids it touched (modules/pick/projection
-- PICK_CHANGED_CHANNEL); each server process then reads those rounds again. Statement
-- triggers with transition tables: one notification per statement. TRUNCATE (a reset) is '*'.
CREATE FUNCTION crewline_pick_rounds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  SELECT string_agg(DISTINCT pick_round_id::text, ',' ORDER BY pick_round_id::text) INTO ids FROM new_rows;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('crewline_pick_changed', ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION crewline_pick_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crewline_pick_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER preference_sets_inserted AFTER INSERT ON preference_sets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pick_rounds_changed();
--> statement-breakpoint
CREATE TRIGGER award_runs_inserted AFTER INSERT ON award_runs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pick_rounds_changed();
--> statement-breakpoint
CREATE TRIGGER preference_sets_truncated AFTER TRUNCATE ON preference_sets
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pick_truncated();
--> statement-breakpoint
CREATE TRIGGER award_runs_truncated AFTER TRUNCATE ON award_runs
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pick_truncated();
