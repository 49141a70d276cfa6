ALTER TABLE "second_factor_tokens" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "second_factor_tokens" ADD COLUMN "platform" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "platform" text;--> statement-breakpoint
-- Hand-written: a new password also turns off the account's calendar link, a secret that
-- outlived every session before: whoever knew the old password could have made one and kept
-- reading the schedule. A lockout ends the sessions only (replaces 0004's function).
CREATE OR REPLACE FUNCTION crewline_account_sessions_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now() WHERE pass_id = NEW.pass_id AND ended_at IS NULL;
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    DELETE FROM calendar_feeds WHERE pass_id = NEW.pass_id;
  END IF;
  RETURN NULL;
END $$;
