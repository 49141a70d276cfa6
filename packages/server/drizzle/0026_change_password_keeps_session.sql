-- Hand-written: a new password or a lockout still ends every session of the account, whoever
-- writes it, and a new password the calendar link (0023), but for the one session a change of
-- password names in its own transaction (crewline.keep_session, set_config(…, true)): the
-- employee who changed it stays signed in there.
CREATE OR REPLACE FUNCTION crewline_account_sessions_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now()
  WHERE pass_id = NEW.pass_id AND ended_at IS NULL
    AND id IS DISTINCT FROM nullif(current_setting('crewline.keep_session', true), '')::integer;
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    DELETE FROM calendar_feeds WHERE pass_id = NEW.pass_id;
  END IF;
  RETURN NULL;
END $$;
