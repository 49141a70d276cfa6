ALTER TABLE "employees" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "office_role" text;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "office_groups" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "left_on" date;--> statement-breakpoint
-- Hand-written: the picks already stored get the generator's code (DEPARTMENT-START, the id added
-- where two would share one) before the column is required.
ALTER TABLE "pick_periods" ADD COLUMN "code" text;--> statement-breakpoint
UPDATE "pick_periods" p SET "code" = p."department" || '-' || to_char(p."start_date", 'YYYY-MM-DD')
  || CASE WHEN (SELECT count(*) FROM "pick_periods" o WHERE o."department" = p."department" AND o."start_date" = p."start_date") > 1
     THEN '-' || p."id" ELSE '' END;--> statement-breakpoint
ALTER TABLE "pick_periods" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "pick_periods_code" ON "pick_periods" USING btree ("code");