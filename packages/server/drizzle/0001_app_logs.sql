CREATE TABLE "app_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"session_id" integer NOT NULL,
	"batch_id" uuid,
	"device" text,
	"received_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	"entry_count" integer NOT NULL,
	"entries" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_logs_pass_batch" ON "app_logs" USING btree ("pass_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_logs_reference" ON "app_logs" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "app_logs_session_received" ON "app_logs" USING btree ("session_id","received_at");