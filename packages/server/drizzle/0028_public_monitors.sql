CREATE TABLE "public_monitors" (
	"depot_code" text PRIMARY KEY NOT NULL,
	"name_style" text NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_monitors" ADD CONSTRAINT "public_monitors_depot_code_depots_code_fk" FOREIGN KEY ("depot_code") REFERENCES "public"."depots"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_monitors" ADD CONSTRAINT "public_monitors_changed_by_employees_pass_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;