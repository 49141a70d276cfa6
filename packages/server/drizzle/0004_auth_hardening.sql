CREATE TABLE "unknown_sign_in_failures" (
	"pass_id" text PRIMARY KEY NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "failed_codes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "failed_codes_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "second_factor_tokens" DROP COLUMN "attempts";--> statement-breakpoint
-- Hand-written: a session that ends tells every server process sharing the database at once
-- (sessions.service.ts SESSIONS_ENDED_CHANNEL), which drops it from its session cache.
CREATE FUNCTION crewline_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('crewline_sessions_ended', NEW.ticket_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_ended AFTER UPDATE OF ended_at ON sessions FOR EACH ROW
  WHEN (OLD.ended_at IS NULL AND NEW.ended_at IS NOT NULL) EXECUTE FUNCTION crewline_session_ended();
--> statement-breakpoint
-- Hand-written: a new password or a lockout ends every session of the account, whoever writes it.
CREATE FUNCTION crewline_account_sessions_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET ended_at = now() WHERE pass_id = NEW.pass_id AND ended_at IS NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER employees_sessions_end AFTER UPDATE OF password_hash, locked_until ON employees FOR EACH ROW
  WHEN (NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR (NEW.locked_until IS NOT NULL AND NEW.locked_until IS DISTINCT FROM OLD.locked_until))
  EXECUTE FUNCTION crewline_account_sessions_end();
