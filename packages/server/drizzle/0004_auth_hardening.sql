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
ALTER TABLE "second_factor_tokens" DROP COLUMN "attempts";