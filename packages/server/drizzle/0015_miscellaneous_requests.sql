CREATE TABLE "miscellaneous_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"pass_id" text NOT NULL,
	"kind" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_bytes" integer,
	"status" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "miscellaneous_requests" ADD CONSTRAINT "miscellaneous_requests_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "miscellaneous_requests_request_id" ON "miscellaneous_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "miscellaneous_requests_pass" ON "miscellaneous_requests" USING btree ("pass_id");