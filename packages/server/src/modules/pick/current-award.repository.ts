import { sql } from 'drizzle-orm';
import { awards } from '../../db/schema';
import { CLOSE_OUTCOMES, TURN_OUTCOMES } from './superseded-rows';

const quoted = (outcomes: readonly string[]) => outcomes.map((o) => `'${o}'`).join(', ');
const turnOutcomes = sql.raw(quoted(TURN_OUTCOMES));
const closeOutcomes = sql.raw(quoted(CLOSE_OUTCOMES));

/**
 * An award row is current unless a later correction run of its round supersedes it
 * (docs/pick.md#corrections, superseded-rows.ts): the awards table is append-only, so a
 * correction supersedes rows instead of changing them. A later correction run that gave the
 * same employee a turn's row (bid them again) supersedes all their earlier rows; one that gave
 * them only the close's rows (a senior of a closed round, given the close again) supersedes
 * their earlier close rows. Every reader of what someone holds filters with this; only the
 * ledger's own checks (verify, export) read every row.
 */
export const isCurrentAward = sql`not exists (
  select 1 from awards later join award_runs later_run on later_run.id = later.award_run_id
  where later_run.kind = 'CORRECTION' and later.pick_round_id = ${awards.pickRoundId}
    and later.pass_id = ${awards.passId} and later.award_run_id > ${awards.awardRunId}
    and (later.outcome in (${turnOutcomes}) or ${awards.outcome} in (${closeOutcomes})))`;

/** The same for an awards row under another name in raw SQL (`a` in `from awards a`). */
export const isCurrentAwardAs = (alias: string) =>
  sql.raw(`not exists (
  select 1 from awards later join award_runs later_run on later_run.id = later.award_run_id
  where later_run.kind = 'CORRECTION' and later.pick_round_id = ${alias}.pick_round_id
    and later.pass_id = ${alias}.pass_id and later.award_run_id > ${alias}.award_run_id
    and (later.outcome in (${quoted(TURN_OUTCOMES)}) or ${alias}.outcome in (${quoted(CLOSE_OUTCOMES)})))`);
