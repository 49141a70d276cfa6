-- Timecard lines move from JSON objects (each repeating its keys: ~1,200 bytes a week) to one
-- typed array per field (~400 bytes). Hand-edited: the columns are filled from the JSON, in
-- line order, before they become NOT NULL; 0007 then drops the JSON.
ALTER TABLE "timecards" ADD COLUMN "line_days" smallint[];--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "line_pay_codes" text[];--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "line_minutes" smallint[];--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "line_jobs" text[];--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "line_starts" smallint[];--> statement-breakpoint
ALTER TABLE "timecards" ADD COLUMN "line_ends" smallint[];--> statement-breakpoint
UPDATE "timecards" SET ("line_days", "line_pay_codes", "line_minutes", "line_jobs", "line_starts", "line_ends") = (
  SELECT
    coalesce(array_agg(((l.line->>'date')::date - "week_start")::smallint ORDER BY l.n), '{}'),
    coalesce(array_agg(l.line->>'payCode' ORDER BY l.n), '{}'),
    coalesce(array_agg((l.line->>'minutes')::smallint ORDER BY l.n), '{}'),
    coalesce(array_agg(l.line->>'job' ORDER BY l.n), '{}'),
    coalesce(array_agg((l.line->>'start')::smallint ORDER BY l.n), '{}'),
    coalesce(array_agg((l.line->>'end')::smallint ORDER BY l.n), '{}')
  FROM jsonb_array_elements("lines") WITH ORDINALITY AS l(line, n)
);--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_pay_codes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_minutes" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_jobs" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_starts" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ALTER COLUMN "line_ends" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecards" ADD CONSTRAINT "timecards_lines_aligned" CHECK (cardinality("timecards"."line_days") = cardinality("timecards"."line_pay_codes") and cardinality("timecards"."line_days") = cardinality("timecards"."line_minutes") and cardinality("timecards"."line_days") = cardinality("timecards"."line_jobs") and cardinality("timecards"."line_days") = cardinality("timecards"."line_starts") and cardinality("timecards"."line_days") = cardinality("timecards"."line_ends"));
