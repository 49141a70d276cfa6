CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"pay_code" text,
	"minutes" integer NOT NULL,
	"quota_code" text,
	"description" text,
	"location" text,
	"start_minutes" integer,
	"end_minutes" integer
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"pass_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fingerprint_support" (
	"pass_id" text NOT NULL,
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"available" boolean NOT NULL,
	"biometry_type" text NOT NULL,
	"enrolled" boolean NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fingerprint_support_pass_id_device_id_pk" PRIMARY KEY("pass_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_period_id" integer NOT NULL,
	"code" text NOT NULL,
	"depot_code" text NOT NULL,
	"route" text NOT NULL,
	"days_off" smallint NOT NULL,
	"report_minutes" integer NOT NULL,
	"start_minutes" integer NOT NULL,
	"end_minutes" integer NOT NULL,
	"paid_minutes" integer NOT NULL,
	"relief_point" text,
	"relief_minutes" integer,
	"picked_by" text
);
--> statement-breakpoint
CREATE TABLE "leave_banks" (
	"pass_id" text NOT NULL,
	"bank" text NOT NULL,
	"year" smallint NOT NULL,
	"carried_minutes" integer NOT NULL,
	"granted_minutes" integer NOT NULL,
	"monthly_accrual_minutes" integer NOT NULL,
	CONSTRAINT "leave_banks_pass_id_bank_year_pk" PRIMARY KEY("pass_id","bank","year")
);
--> statement-breakpoint
CREATE TABLE "ot_availability" (
	"pass_id" text NOT NULL,
	"date" date NOT NULL,
	"shift" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ot_availability_pass_id_date_shift_pk" PRIMARY KEY("pass_id","date","shift")
);
--> statement-breakpoint
CREATE TABLE "pay_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"bank" text,
	"color" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"pass_id" text NOT NULL,
	"device_id" text NOT NULL,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_pass_id_device_id_pk" PRIMARY KEY("pass_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "quotas" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"allowance_days" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timecards" (
	"pass_id" text NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "timecards_pass_id_week_start_pk" PRIMARY KEY("pass_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_pay_code_pay_codes_code_fk" FOREIGN KEY ("pay_code") REFERENCES "public"."pay_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fingerprint_support" ADD CONSTRAINT "fingerprint_support_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_depot_code_depots_code_fk" FOREIGN KEY ("depot_code") REFERENCES "public"."depots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_picked_by_employees_pass_id_fk" FOREIGN KEY ("picked_by") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_banks" ADD CONSTRAINT "leave_banks_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ot_availability" ADD CONSTRAINT "ot_availability_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absences_pass_date" ON "absences" USING btree ("pass_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_period_code" ON "jobs" USING btree ("pick_period_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_period_picked_by" ON "jobs" USING btree ("pick_period_id","picked_by");--> statement-breakpoint
CREATE INDEX "jobs_picked_by" ON "jobs" USING btree ("picked_by");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_token" ON "push_subscriptions" USING btree ("token");