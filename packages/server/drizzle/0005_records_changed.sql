-- Hand-written: every write to a table the records reads come from notifies, at commit, the
-- pass ids whose answers it changed (exec/records-cache.ts RECORDS_CHANGED_CHANNEL); each
-- server process then forgets those employees' cached answers. Statement triggers with
-- transition tables: a bulk write sends one notification, not one per row. More than 500
-- employees, or reference data every answer depends on, is sent as '*' (everyone). Pass ids
-- go in order, so one write always sends the same payload.
CREATE FUNCTION crewline_notify_records(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  ELSIF cardinality(ids) > 500 THEN
    PERFORM pg_notify('crewline_records_changed', '*');
  ELSE
    PERFORM pg_notify('crewline_records_changed', array_to_string(ids, ','));
  END IF;
END $$;
--> statement-breakpoint
-- Tables whose rows belong to an employee by pass_id.
CREATE FUNCTION crewline_pass_id_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM crewline_notify_records(ARRAY(SELECT DISTINCT pass_id FROM new_rows ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM crewline_notify_records(ARRAY(SELECT DISTINCT pass_id FROM old_rows ORDER BY 1));
  ELSE
    PERFORM crewline_notify_records(ARRAY(
      SELECT pass_id FROM old_rows UNION SELECT pass_id FROM new_rows ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- jobs belong to whoever picked them (picked_by), before and after the write.
CREATE FUNCTION crewline_jobs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM crewline_notify_records(ARRAY(SELECT DISTINCT picked_by FROM new_rows WHERE picked_by IS NOT NULL ORDER BY 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM crewline_notify_records(ARRAY(SELECT DISTINCT picked_by FROM old_rows WHERE picked_by IS NOT NULL ORDER BY 1));
  ELSE
    PERFORM crewline_notify_records(ARRAY(
      SELECT picked_by FROM old_rows WHERE picked_by IS NOT NULL
      UNION SELECT picked_by FROM new_rows WHERE picked_by IS NOT NULL ORDER BY 1));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Reference data every answer may depend on.
CREATE FUNCTION crewline_reference_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crewline_records_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER timecards_inserted AFTER INSERT ON timecards REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER timecards_updated AFTER UPDATE ON timecards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER timecards_deleted AFTER DELETE ON timecards REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER absences_inserted AFTER INSERT ON absences REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER absences_updated AFTER UPDATE ON absences REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER absences_deleted AFTER DELETE ON absences REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER leave_banks_inserted AFTER INSERT ON leave_banks REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER leave_banks_updated AFTER UPDATE ON leave_banks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER leave_banks_deleted AFTER DELETE ON leave_banks REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
-- An employee's department decides which pick periods their work is read from.
CREATE TRIGGER employees_updated AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_pass_id_rows_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_inserted AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_jobs_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_updated AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_jobs_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_deleted AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_jobs_changed();
--> statement-breakpoint
CREATE TRIGGER pay_codes_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pay_codes
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER quotas_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quotas
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER pick_periods_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pick_periods
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER depots_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON depots
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
-- TRUNCATE has no rows to name: everyone.
CREATE TRIGGER timecards_truncated AFTER TRUNCATE ON timecards
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER absences_truncated AFTER TRUNCATE ON absences
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER leave_banks_truncated AFTER TRUNCATE ON leave_banks
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
--> statement-breakpoint
CREATE TRIGGER jobs_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_reference_changed();
