CREATE TABLE "job_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_logs_pass_received" ON "app_logs" USING btree ("pass_id","received_at");--> statement-breakpoint
CREATE INDEX "app_logs_received" ON "app_logs" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires_at");