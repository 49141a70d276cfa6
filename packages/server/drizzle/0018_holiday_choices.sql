CREATE TABLE "holiday_choices" (
	"pass_id" text NOT NULL,
	"date" date NOT NULL,
	"choice" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "holiday_choices_pass_id_date_pk" PRIMARY KEY("pass_id","date")
);
--> statement-breakpoint
ALTER TABLE "holiday_choices" ADD CONSTRAINT "holiday_choices_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "pay_codes" ("code", "description", "category", "bank", "color", "sort_order") VALUES ('HOLP', 'Holiday worked, paid', 'PREMIUM', NULL, '#fbd9b5', 13) ON CONFLICT DO NOTHING;
