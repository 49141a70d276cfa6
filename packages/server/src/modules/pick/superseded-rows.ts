import type { Outcome } from './engine';

/**
 * Which earlier rows a correction run supersedes (docs/adr/0030-corrections-of-closed-rounds.md).
 * A turn gives AWARDED or SKIPPED rows (a late pick AWARDED); the close gives EXTRA_BOARD,
 * FORCED or UNPLACED rows to everyone still owed. A correction bids again every turn from its
 * earliest changed place, so each employee from there on gets a turn's row from it and all
 * their earlier rows go; of a closed round it runs the close again, which gives rows to seniors
 * before that place too: their turn rows stand, their close rows go. The SQL twin is
 * current-award.repository.ts; replay and the correction's preview use this.
 */
export const TURN_OUTCOMES: readonly Outcome[] = ['AWARDED', 'SKIPPED'];
export const CLOSE_OUTCOMES: readonly Outcome[] = ['EXTRA_BOARD', 'FORCED', 'UNPLACED'];

/** A row the round has awarded so far, as holdings, processed turns and kept rows need it (seats from 0). */
export interface AwardedRow {
  passId: string;
  itemId: number | null;
  seat: number | null;
  outcome: string;
  /** The list position it was given from (null: not from a list). */
  choice: number | null;
}

export const isCloseOutcome = (outcome: string) => (CLOSE_OUTCOMES as readonly string[]).includes(outcome);

/**
 * The rows of `earlier` a correction run that gave `given` supersedes: every row of an employee
 * it gave a turn's row, and the close rows of an employee it gave only close rows.
 */
export function supersededBy<R extends { passId: string; outcome: string }>(
  earlier: readonly R[],
  given: readonly { employeeId: string | number; outcome: string }[],
): R[] {
  const bidAgain = new Set<string>();
  const closedAgain = new Set<string>();
  for (const a of given) (isCloseOutcome(a.outcome) ? closedAgain : bidAgain).add(String(a.employeeId));
  return earlier.filter((r) => bidAgain.has(r.passId) || (closedAgain.has(r.passId) && isCloseOutcome(r.outcome)));
}
