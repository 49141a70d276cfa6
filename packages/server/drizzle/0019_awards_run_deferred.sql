-- Hand-written: an award row's run is checked at commit, not row by row as it goes in. A turn
-- run writes its awards while the server is still computing the digests its award_runs row
-- holds (they take as long as the insert on a 50,000-award round), and adds that row after
-- them; the awards never exist without their run once the transaction commits.
ALTER TABLE "awards" ALTER CONSTRAINT "awards_award_run_id_award_runs_id_fk" DEFERRABLE INITIALLY DEFERRED;
