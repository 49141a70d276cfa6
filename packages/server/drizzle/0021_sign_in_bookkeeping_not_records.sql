-- Hand-written: an employee's sign-in bookkeeping (password, failure counters, lock, the last
-- accepted code step) is no change to their records. Before, every failed sign-in of a known pass
-- id notified crewline_records_changed, so each attempt dropped that employee's records from every
-- process's cache, and a known pass id's refusal did work an unknown one's did not. A row whose
-- other columns are unchanged notifies nothing; any other column, one added later included, does.
CREATE FUNCTION crewline_employees_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bookkeeping text[] := ARRAY['password_hash', 'failed_logins', 'failed_window_start', 'locked_until',
    'failed_codes', 'failed_codes_window_start', 'totp_last_step'];
BEGIN
  PERFORM crewline_notify_records(ARRAY(
    SELECT n.pass_id FROM new_rows n JOIN old_rows o ON o.pass_id = n.pass_id
      WHERE (to_jsonb(n) - bookkeeping) IS DISTINCT FROM (to_jsonb(o) - bookkeeping)
    UNION SELECT n.pass_id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.pass_id = n.pass_id)
    UNION SELECT o.pass_id FROM old_rows o WHERE NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.pass_id = o.pass_id)
    ORDER BY 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER employees_updated ON employees;
--> statement-breakpoint
CREATE TRIGGER employees_updated AFTER UPDATE ON employees REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION crewline_employees_changed();
