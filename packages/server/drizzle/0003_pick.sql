CREATE TABLE "pick_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_period_id" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" smallint NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "award_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_round_id" integer NOT NULL,
	"kind" text NOT NULL,
	"engine_version" text NOT NULL,
	"snapshot_digest" text NOT NULL,
	"awards_digest" text NOT NULL,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"award_run_id" integer NOT NULL,
	"pick_round_id" integer NOT NULL,
	"pass_id" text NOT NULL,
	"outcome" text NOT NULL,
	"item_id" integer,
	"seat" smallint,
	"choice_rank" smallint,
	"explanation" jsonb NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pick_round_id" integer,
	"pass_id" text,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_pieces" (
	"job_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"block" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"start_minutes" integer NOT NULL,
	"end_minutes" integer NOT NULL,
	CONSTRAINT "assignment_pieces_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "holiday_requirements" (
	"holiday_id" integer NOT NULL,
	"pick_group_id" integer NOT NULL,
	"must_work" integer NOT NULL,
	CONSTRAINT "holiday_requirements_holiday_id_pick_group_id_pk" PRIMARY KEY("holiday_id","pick_group_id")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_period_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_days" (
	"package_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"job_id" integer,
	CONSTRAINT "package_days_package_id_weekday_pk" PRIMARY KEY("package_id","weekday")
);
--> statement-breakpoint
CREATE TABLE "package_overrides" (
	"package_id" integer NOT NULL,
	"date" date NOT NULL,
	"job_id" integer,
	"note" text NOT NULL,
	CONSTRAINT "package_overrides_package_id_date_pk" PRIMARY KEY("package_id","date")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"population_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"capacity" smallint NOT NULL,
	"job_id" integer,
	"rdo_mask" smallint NOT NULL,
	"weekly_paid_minutes" integer NOT NULL,
	"routes" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pick_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_period_id" integer NOT NULL,
	"depot_code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "population_members" (
	"population_id" integer NOT NULL,
	"pass_id" text NOT NULL,
	CONSTRAINT "population_members_population_id_pass_id_pk" PRIMARY KEY("population_id","pass_id")
);
--> statement-breakpoint
CREATE TABLE "populations" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacation_entitlements" (
	"department" text NOT NULL,
	"min_years" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"days" smallint NOT NULL,
	CONSTRAINT "vacation_entitlements_department_min_years_pk" PRIMARY KEY("department","min_years")
);
--> statement-breakpoint
CREATE TABLE "vacation_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_group_id" integer NOT NULL,
	"population_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacation_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"pool_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"quota" smallint NOT NULL,
	"restricted" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vr_bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_round_id" integer NOT NULL,
	"pick_group_id" integer NOT NULL,
	"covered_pass_id" text NOT NULL,
	"job_id" integer NOT NULL,
	"first_week" date NOT NULL,
	"weeks" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preference_items" (
	"set_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "preference_items_set_id_rank_pk" PRIMARY KEY("set_id","rank")
);
--> statement-breakpoint
CREATE TABLE "preference_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"pick_round_id" integer NOT NULL,
	"pass_id" text NOT NULL,
	"version" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"item_count" smallint NOT NULL,
	"request_id" uuid
);
--> statement-breakpoint
DROP INDEX "pick_turns_period_pass";--> statement-breakpoint
ALTER TABLE "pick_turns" ADD COLUMN "pick_round_id" integer;--> statement-breakpoint
-- Turns written before rounds existed belong to their pick's work round.
INSERT INTO "pick_rounds" ("pick_period_id", "kind", "seq", "opens_at", "closes_at")
  SELECT "id", 'WORK', 1, "start_date"::timestamptz, ("end_date" + 1)::timestamptz FROM "pick_periods";--> statement-breakpoint
UPDATE "pick_turns" SET "pick_round_id" = r."id" FROM "pick_rounds" r
  WHERE r."pick_period_id" = "pick_turns"."pick_period_id" AND r."kind" = 'WORK';--> statement-breakpoint
ALTER TABLE "pick_turns" ALTER COLUMN "pick_round_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_rounds" ADD CONSTRAINT "pick_rounds_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_runs" ADD CONSTRAINT "award_runs_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_award_run_id_award_runs_id_fk" FOREIGN KEY ("award_run_id") REFERENCES "public"."award_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_events" ADD CONSTRAINT "pick_events_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_pieces" ADD CONSTRAINT "assignment_pieces_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requirements" ADD CONSTRAINT "holiday_requirements_holiday_id_holidays_id_fk" FOREIGN KEY ("holiday_id") REFERENCES "public"."holidays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requirements" ADD CONSTRAINT "holiday_requirements_pick_group_id_pick_groups_id_fk" FOREIGN KEY ("pick_group_id") REFERENCES "public"."pick_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_days" ADD CONSTRAINT "package_days_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_days" ADD CONSTRAINT "package_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_overrides" ADD CONSTRAINT "package_overrides_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_overrides" ADD CONSTRAINT "package_overrides_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_population_id_populations_id_fk" FOREIGN KEY ("population_id") REFERENCES "public"."populations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_groups" ADD CONSTRAINT "pick_groups_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_groups" ADD CONSTRAINT "pick_groups_depot_code_depots_code_fk" FOREIGN KEY ("depot_code") REFERENCES "public"."depots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "population_members" ADD CONSTRAINT "population_members_population_id_populations_id_fk" FOREIGN KEY ("population_id") REFERENCES "public"."populations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "population_members" ADD CONSTRAINT "population_members_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "populations" ADD CONSTRAINT "populations_pick_group_id_pick_groups_id_fk" FOREIGN KEY ("pick_group_id") REFERENCES "public"."pick_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_pools" ADD CONSTRAINT "vacation_pools_pick_group_id_pick_groups_id_fk" FOREIGN KEY ("pick_group_id") REFERENCES "public"."pick_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_pools" ADD CONSTRAINT "vacation_pools_population_id_populations_id_fk" FOREIGN KEY ("population_id") REFERENCES "public"."populations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_weeks" ADD CONSTRAINT "vacation_weeks_pool_id_vacation_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."vacation_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_bids" ADD CONSTRAINT "vr_bids_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_bids" ADD CONSTRAINT "vr_bids_pick_group_id_pick_groups_id_fk" FOREIGN KEY ("pick_group_id") REFERENCES "public"."pick_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_bids" ADD CONSTRAINT "vr_bids_covered_pass_id_employees_pass_id_fk" FOREIGN KEY ("covered_pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vr_bids" ADD CONSTRAINT "vr_bids_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_items" ADD CONSTRAINT "preference_items_set_id_preference_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."preference_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD CONSTRAINT "preference_sets_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD CONSTRAINT "preference_sets_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_rounds_period_kind" ON "pick_rounds" USING btree ("pick_period_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_round_item_seat" ON "awards" USING btree ("pick_round_id","item_id","seat");--> statement-breakpoint
CREATE INDEX "awards_round_pass" ON "awards" USING btree ("pick_round_id","pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_events_hash" ON "pick_events" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "pick_events_round" ON "pick_events" USING btree ("pick_round_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_period_kind_date" ON "holidays" USING btree ("pick_period_id","kind","date");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_population_code" ON "packages" USING btree ("population_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_job" ON "packages" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_groups_period_depot" ON "pick_groups" USING btree ("pick_period_id","depot_code");--> statement-breakpoint
CREATE INDEX "population_members_pass" ON "population_members" USING btree ("pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "populations_group_code" ON "populations" USING btree ("pick_group_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_pools_population" ON "vacation_pools" USING btree ("population_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_weeks_pool_week" ON "vacation_weeks" USING btree ("pool_id","week_start");--> statement-breakpoint
CREATE INDEX "vr_bids_round_group" ON "vr_bids" USING btree ("pick_round_id","pick_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preference_items_set_item" ON "preference_items" USING btree ("set_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "preference_sets_round_pass_version" ON "preference_sets" USING btree ("pick_round_id","pass_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "preference_sets_request" ON "preference_sets" USING btree ("pick_round_id","pass_id","request_id");--> statement-breakpoint
ALTER TABLE "pick_turns" ADD CONSTRAINT "pick_turns_pick_round_id_pick_rounds_id_fk" FOREIGN KEY ("pick_round_id") REFERENCES "public"."pick_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_turns_round_pass" ON "pick_turns" USING btree ("pick_round_id","pass_id");--> statement-breakpoint
CREATE INDEX "pick_turns_round_turn" ON "pick_turns" USING btree ("pick_round_id","turn_at");--> statement-breakpoint
-- The ledger is append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION "pick_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'pick_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "pick_events_no_update_delete" BEFORE UPDATE OR DELETE ON "pick_events"
  FOR EACH ROW EXECUTE FUNCTION "pick_events_append_only"();
