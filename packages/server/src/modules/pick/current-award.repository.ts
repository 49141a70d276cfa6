import { sql } from 'drizzle-orm';
import { awards } from '../../db/schema';

/**
 * An award row is current unless a later correction run of its round gave the same employee
 * rows (docs/pick.md#corrections): the awards table is append-only, so a correction supersedes
 * rows instead of changing them. Every reader of what someone holds filters with this; only
 * the ledger's own checks (verify, export) read every row.
 */
export const isCurrentAward = sql`not exists (
  select 1 from awards later join award_runs later_run on later_run.id = later.award_run_id
  where later_run.kind = 'CORRECTION' and later.pick_round_id = ${awards.pickRoundId}
    and later.pass_id = ${awards.passId} and later.award_run_id > ${awards.awardRunId})`;

/** The same for an awards row under another name in raw SQL (`a` in `from awards a`). */
export const isCurrentAwardAs = (alias: string) =>
  sql.raw(`not exists (
  select 1 from awards later join award_runs later_run on later_run.id = later.award_run_id
  where later_run.kind = 'CORRECTION' and later.pick_round_id = ${alias}.pick_round_id
    and later.pass_id = ${alias}.pass_id and later.award_run_id > ${alias}.award_run_id)`);
