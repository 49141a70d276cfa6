CREATE TABLE "ended_job_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"pick_period_id" integer NOT NULL,
	"pass_id" text NOT NULL,
	"held_from" date NOT NULL,
	"held_until" date NOT NULL,
	"award_run_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "held_from" date;--> statement-breakpoint
ALTER TABLE "ended_job_holdings" ADD CONSTRAINT "ended_job_holdings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ended_job_holdings" ADD CONSTRAINT "ended_job_holdings_pick_period_id_pick_periods_id_fk" FOREIGN KEY ("pick_period_id") REFERENCES "public"."pick_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ended_job_holdings" ADD CONSTRAINT "ended_job_holdings_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ended_job_holdings" ADD CONSTRAINT "ended_job_holdings_award_run_id_award_runs_id_fk" FOREIGN KEY ("award_run_id") REFERENCES "public"."award_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_job_holdings_pass" ON "ended_job_holdings" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "ended_job_holdings_job" ON "ended_job_holdings" USING btree ("job_id");