ALTER TABLE "holiday_requirements" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "holiday_requirements_id" ON "holiday_requirements" USING btree ("id");