DROP INDEX "awards_round_item_seat";--> statement-breakpoint
DROP INDEX "awards_round_pass_skipped";--> statement-breakpoint
CREATE UNIQUE INDEX "awards_run_item_seat" ON "awards" USING btree ("award_run_id","item_id","seat");--> statement-breakpoint
CREATE UNIQUE INDEX "awards_run_pass_skipped" ON "awards" USING btree ("award_run_id","pass_id") WHERE outcome = 'SKIPPED';