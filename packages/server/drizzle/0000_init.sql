CREATE TABLE "depots" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"dept" text NOT NULL,
	"borough" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"pass_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"department" text NOT NULL,
	"division" text NOT NULL,
	"subdivision" text NOT NULL,
	"title" text NOT NULL,
	"title_class" text NOT NULL,
	"seniority_number" integer NOT NULL,
	"seniority_date" date NOT NULL,
	"depot_code" text NOT NULL,
	"password_hash" text,
	"password_expires_on" date,
	"totp_secret" text,
	"has_upcoming_medical" boolean DEFAULT false NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"failed_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pick_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"department" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"effective_date" date NOT NULL,
	"expiration_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_turns" (
	"pick_period_id" integer NOT NULL,
	"pass_id" text NOT NULL,
	"turn_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "second_factor_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_info" (
	"id" smallint PRIMARY KEY NOT NULL,
	"seed" integer NOT NULL,
	"size" integer NOT NULL,
	"generated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"pass_id" text NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_depot_code_depots_code_fk" FOREIGN KEY ("depot_code") REFERENCES "public"."depots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_turns" ADD CONSTRAINT "pick_turns_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_turns" ADD CONSTRAINT "pick_turns_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_tokens" ADD CONSTRAINT "second_factor_tokens_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_dept_seniority" ON "employees" USING btree ("department","seniority_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_turns_period_pass" ON "pick_turns" USING btree ("pick_period_id","pass_id");--> statement-breakpoint
CREATE INDEX "pick_turns_pass" ON "pick_turns" USING btree ("pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_ticket_hash" ON "sessions" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "sessions_pass" ON "sessions" USING btree ("pass_id");