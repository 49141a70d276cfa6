-- At most one ledger row chains on any row: the database refuses a fork of the chain (two
-- events on the same previous hash), even from a writer that went around the ledger lock. It
-- replaces the unique index on hash, which could not see a fork (its rows hash different payloads).
DROP INDEX "pick_events_hash";--> statement-breakpoint
CREATE UNIQUE INDEX "pick_events_prev_hash" ON "pick_events" USING btree ("prev_hash");