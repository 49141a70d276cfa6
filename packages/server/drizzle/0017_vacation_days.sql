CREATE TABLE "vacation_day_saves" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacation_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"depot_code" text NOT NULL,
	"date" date NOT NULL,
	"picked_at" timestamp with time zone NOT NULL,
	"given_back_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "vacation_day_id" integer;--> statement-breakpoint
ALTER TABLE "day_off_quotas" ADD COLUMN "vacation_slots" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vacation_day_saves" ADD CONSTRAINT "vacation_day_saves_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacation_days" ADD CONSTRAINT "vacation_days_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vacation_days_live" ON "vacation_days" USING btree ("pass_id","date") WHERE given_back_at is null;--> statement-breakpoint
CREATE INDEX "vacation_days_date" ON "vacation_days" USING btree ("depot_code","date");