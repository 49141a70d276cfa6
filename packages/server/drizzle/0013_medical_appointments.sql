CREATE TABLE "medical_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pass_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"location" text NOT NULL,
	"instructions" text
);
--> statement-breakpoint
ALTER TABLE "medical_appointments" ADD CONSTRAINT "medical_appointments_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medical_appointments_pass_starts" ON "medical_appointments" USING btree ("pass_id","starts_at");--> statement-breakpoint
ALTER TABLE "employees" DROP COLUMN "has_upcoming_medical";