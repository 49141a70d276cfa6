CREATE TABLE "sick_spells" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"out_request_id" uuid NOT NULL,
	"out_at" timestamp with time zone NOT NULL,
	"out_recorded_at" timestamp with time zone NOT NULL,
	"in_request_id" uuid,
	"in_at" timestamp with time zone,
	"in_recorded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "sick_spell_id" integer;--> statement-breakpoint
ALTER TABLE "sick_spells" ADD CONSTRAINT "sick_spells_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sick_spells_out_request_id" ON "sick_spells" USING btree ("out_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sick_spells_in_request_id" ON "sick_spells" USING btree ("in_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sick_spells_open" ON "sick_spells" USING btree ("pass_id") WHERE in_at is null;--> statement-breakpoint
CREATE INDEX "sick_spells_pass" ON "sick_spells" USING btree ("pass_id","out_at");