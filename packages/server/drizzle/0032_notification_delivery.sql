CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notification_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"pass_id" text PRIMARY KEY NOT NULL,
	"off" text[] DEFAULT '{}' NOT NULL,
	"quiet_start" smallint,
	"quiet_end" smallint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "fanned_out_at" timestamp with time zone;--> statement-breakpoint
-- What was told before delivery existed stays in the app: none of it is sent now, months late.
UPDATE "notifications" SET "fanned_out_at" = "created_at";--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_pass_id_employees_pass_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."employees"("pass_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_once" ON "notification_deliveries" USING btree ("notification_id","channel","target");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due" ON "notification_deliveries" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_not_fanned_out" ON "notifications" USING btree ("id") WHERE fanned_out_at is null;