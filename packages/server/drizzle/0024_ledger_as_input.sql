CREATE TABLE "ledger_checkpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"root" text NOT NULL,
	"head" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "absences" ADD COLUMN "award_id" integer;--> statement-breakpoint
ALTER TABLE "award_runs" ADD COLUMN "ledger_event" bigint;--> statement-breakpoint
ALTER TABLE "awards" ADD COLUMN "days" json;--> statement-breakpoint
ALTER TABLE "pick_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
-- Hand-written from here to the indexes: the events already written are numbered in the order
-- they were chained (the one UPDATE the ledger ever takes, by its owner, before it has numbers).
ALTER TABLE "pick_events" DISABLE TRIGGER "pick_events_no_update_delete";--> statement-breakpoint
UPDATE "pick_events" SET "seq" = n.seq FROM (SELECT id, row_number() OVER (ORDER BY id) AS seq FROM "pick_events") n
  WHERE n.id = "pick_events".id;--> statement-breakpoint
ALTER TABLE "pick_events" ENABLE TRIGGER "pick_events_no_update_delete";--> statement-breakpoint
ALTER TABLE "pick_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "preference_sets" ADD COLUMN "ledger_event" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_checkpoints_size" ON "ledger_checkpoints" USING btree ("size");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_events_seq" ON "pick_events" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pick_events_round_setup" ON "pick_events" USING btree ("pick_round_id") WHERE kind = 'SETUP';--> statement-breakpoint
-- Hand-written: nothing removes history (docs/pick-ledger.md#9-what-holds-the-history). The ledger, the awards and the
-- checkpoints refuse UPDATE and DELETE row by row, and TRUNCATE (which fires no row trigger)
-- by statement. A role that does not own the tables cannot disable these triggers.
CREATE OR REPLACE FUNCTION "pick_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "pick_events_no_truncate" BEFORE TRUNCATE ON "pick_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "pick_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "awards_no_update_delete" BEFORE UPDATE OR DELETE ON "awards"
  FOR EACH ROW EXECUTE FUNCTION "pick_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "awards_no_truncate" BEFORE TRUNCATE ON "awards"
  FOR EACH STATEMENT EXECUTE FUNCTION "pick_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_checkpoints_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_checkpoints"
  FOR EACH ROW EXECUTE FUNCTION "pick_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_checkpoints_no_truncate" BEFORE TRUNCATE ON "ledger_checkpoints"
  FOR EACH STATEMENT EXECUTE FUNCTION "pick_events_append_only"();