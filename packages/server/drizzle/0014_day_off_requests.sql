CREATE TABLE "day_off_quotas" (
	"depot_code" text NOT NULL,
	"date" date NOT NULL,
	"slots" smallint NOT NULL,
	CONSTRAINT "day_off_quotas_depot_code_date_pk" PRIMARY KEY("depot_code","date")
);
--> statement-breakpoint
CREATE TABLE "day_off_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"pass_id" text NOT NULL,
	"depot_code" text NOT NULL,
	"date" date NOT NULL,
	"bank" text NOT NULL,
	"status" text NOT NULL,
	"seniority_number" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "my_time_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"pass_id" text NOT NULL,
	"actor" text NOT NULL,
	"kind" text NOT NULL,
	"payload" json NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "day_off_request_id" integer;--> statement-breakpoint
ALTER TABLE "day_off_quotas" ADD CONSTRAINT "day_off_quotas_depot_code_depots_code_fk" FOREIGN KEY ("depot_code") REFERENCES "public"."depots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_off_requests" ADD CONSTRAINT "day_off_requests_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "day_off_requests_request_id" ON "day_off_requests" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "day_off_requests_live" ON "day_off_requests" USING btree ("pass_id","date") WHERE status <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "day_off_requests_date" ON "day_off_requests" USING btree ("depot_code","date","status");--> statement-breakpoint
CREATE INDEX "my_time_events_pass" ON "my_time_events" USING btree ("pass_id","id");--> statement-breakpoint
-- My Time's history is append-only: the database itself refuses to change or remove a row.
CREATE FUNCTION "my_time_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'my_time_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "my_time_events_no_update_delete" BEFORE UPDATE OR DELETE ON "my_time_events"
  FOR EACH ROW EXECUTE FUNCTION "my_time_events_append_only"();
