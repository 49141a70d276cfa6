ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD CONSTRAINT "preference_sets_entered_by_employees_pass_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");