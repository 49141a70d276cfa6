import { PREFERENCE_LIST_MAX } from '@crewline/protocol';

/**
 * The pick engine's input (a snapshot) and output (awards, a projection). Plain data only:
 * ids as the database gives them (numbers or strings), dates as ISO strings, no Date objects,
 * so a snapshot loads with one query per table and the awards insert in one bulk statement.
 */

/** Changes whenever the same snapshot could award differently; a replay must run the same version. */
export const ENGINE_VERSION = 'pick-engine@1.0.0';

/** The longest ranked list an employee may save. */
export const MAX_LIST_LENGTH = PREFERENCE_LIST_MAX;

export type Id = string | number;

export type RoundKind = 'WORK' | 'VACATION' | 'HOLIDAY' | 'VR';

export type PackageKind = 'REGULAR' | 'EXTRA_BOARD' | 'PART_TIME';

export interface Participant {
  employeeId: Id;
  /** Seniority order in this round: 1 is the most senior; unique in the snapshot. */
  rank: number;
  /** The pick group (depot or terminal): an employee only competes for items of their group. */
  group: Id;
  /** Items that name a population are open only to participants listing it here. */
  populations: Id[];
  /** The latest saved ranked list (item ids, best first); null or empty when there is none. */
  list: Id[] | null;
  /**
   * Units this employee may take in the round, counting their `holdings` of this round:
   * VACATION weeks owed (required), HOLIDAY holidays off they may take (required),
   * VR bids (default 1). WORK is always one package (leave it out or give 1).
   */
  entitlement?: number;
  /**
   * Time keys held outside this round (vacation week starts, VR bid weeks, holiday dates, as
   * ISO dates): an item sharing a key with them is refused as CONFLICT.
   */
  held?: string[];
}

interface ItemBase {
  id: Id;
  group: Id;
  /** Null or absent: open to every participant of the group. */
  population?: Id | null;
}

export interface WorkPackage extends ItemBase {
  kind: PackageKind;
  /** 1 for REGULAR, n for an EXTRA_BOARD with n positions. */
  capacity: number;
}

export interface VacationWeek extends ItemBase {
  /** ISO date of the week's first day; the week's time key. */
  week: string;
  /** Slots of this week open to this round, including those held by this round's holdings. */
  quota: number;
  restricted: boolean;
}

export interface Holiday extends ItemBase {
  /** ISO date; the holiday's time key. */
  date: string;
  /** Employees of the group who must work it; the others (group size − this) may take it off. */
  workRequired: number;
}

export interface VrBid extends ItemBase {
  /** The consecutive weeks (ISO week starts) of the covered employee's vacation; all go together. */
  weeks: string[];
}

/** An award of this round that is already final (a turn processed by an earlier run, a late pick). */
export interface Holding {
  employeeId: Id;
  itemId: Id;
  /** 0-based; unique per item and below its capacity (the unique index on round, item, seat). */
  seat: number;
}

export interface Policy {
  /** Turns up to and including this rank were processed by earlier runs (0: none). */
  processedThroughRank: number;
  /** Process turns up to and including this rank; null: every remaining turn. */
  throughRank: number | null;
  /**
   * Close the round after the turns: WORK gives everyone still without work an extra-board
   * position, VACATION forces the weeks still owed. Requires throughRank null.
   */
  close: boolean;
}

interface SnapshotBase {
  engineVersion: string;
  participants: Participant[];
  holdings: Holding[];
  policy: Policy;
}

export interface WorkSnapshot extends SnapshotBase {
  kind: 'WORK';
  items: WorkPackage[];
}
export interface VacationSnapshot extends SnapshotBase {
  kind: 'VACATION';
  items: VacationWeek[];
}
export interface HolidaySnapshot extends SnapshotBase {
  kind: 'HOLIDAY';
  items: Holiday[];
}
export interface VrSnapshot extends SnapshotBase {
  kind: 'VR';
  items: VrBid[];
}

export type Snapshot = WorkSnapshot | VacationSnapshot | HolidaySnapshot | VrSnapshot;
export type Item = Snapshot['items'][number];

/**
 * Why a choice was not given. The first that applies, in this order:
 * - INELIGIBLE: not an item of the employee's group and population (or not in the round);
 * - RESTRICTED: a restricted vacation week;
 * - CONFLICT: overlaps a week or date the employee already holds;
 * - TAKEN (capacity 1, with the holder) / QUOTA_FULL (capacity > 1): no seat left;
 * - RESERVED: vacation forcing; every way of giving it would leave fewer of the weeks still
 *   owed (juniors', and the employee's own) coverable by the slots left;
 * - ENTITLEMENT_USED: only for a late pick, when the employee already holds all they may.
 */
export type ReasonCode =
  | 'INELIGIBLE'
  | 'RESTRICTED'
  | 'CONFLICT'
  | 'TAKEN'
  | 'QUOTA_FULL'
  | 'RESERVED'
  | 'ENTITLEMENT_USED';

/**
 * - AWARDED: from the list at the turn (choice k), or a late pick (choice null);
 * - SKIPPED: the turn ended with units still owed (no list, or the list ran out);
 * - FORCED: a vacation week given at the close because the employee was still owed it;
 * - EXTRA_BOARD: a work round closed with the employee still without work;
 * - UNPLACED: the close found nothing left to give (no extra-board position, no week).
 */
export type Outcome = 'AWARDED' | 'SKIPPED' | 'FORCED' | 'EXTRA_BOARD' | 'UNPLACED';

export interface Senior {
  employeeId: Id;
  rank: number;
}

export interface Refusal {
  /** 1-based position in the employee's list. */
  choice: number;
  itemId: Id;
  reason: ReasonCode;
  /** TAKEN: who holds it. */
  by?: Senior;
  /** QUOTA_FULL: the seats the item has. */
  capacity?: number;
  /** CONFLICT: the time keys already held that it overlaps. */
  keys?: string[];
}

/** One row of the awards table. */
export interface Award {
  employeeId: Id;
  rank: number;
  outcome: Outcome;
  itemId: Id | null;
  seat: number | null;
  /** 1-based position in the list of the choice given; null when not given from the list. */
  choice: number | null;
  /** Units the employee is still owed after this row. */
  remaining: number;
  /** Every choice ranked above `choice` (the whole list when choice is null) not given, and why. */
  refused: Refusal[];
}

export interface RunResult {
  engineVersion: string;
  kind: RoundKind;
  /** In rank order, then in the order they were made. */
  awards: Award[];
  /** The policy.processedThroughRank of the next run. */
  processedThroughRank: number;
  closed: boolean;
}

/**
 * A choice as seen before the employee's turn:
 * - TAKEN: no seat left now (final awards of seniors);
 * - PROJECTED_TAKEN: open now, but seniors' saved lists fill it first;
 * - AT_RISK: open at the turn in the projection, but seniors who may still pick freely
 *   (no list, or a list that runs out) could take it;
 * - SAFE: open at the turn whatever those seniors pick;
 * - UNAVAILABLE: not for this employee (INELIGIBLE, RESTRICTED, CONFLICT) or, in a vacation
 *   round, RESERVED for the weeks still owed at the projected turn.
 */
export type ChoiceStatus = 'TAKEN' | 'PROJECTED_TAKEN' | 'AT_RISK' | 'SAFE' | 'UNAVAILABLE';

export interface ChoiceProjection {
  choice: number;
  itemId: Id;
  status: ChoiceStatus;
  /** TAKEN: TAKEN or QUOTA_FULL; UNAVAILABLE: why. */
  reason?: ReasonCode;
  /** TAKEN (capacity 1): the holder. PROJECTED_TAKEN: the senior whose saved list takes the last seat. */
  by?: Senior & { choice?: number };
  /** Seats open now, and projected at the employee's turn. */
  slotsNow: number;
  slotsAtTurn: number;
}

/** An item of the employee's group as the projection leaves it at their turn. */
export interface ItemProjection {
  itemId: Id;
  slotsNow: number;
  /** 0 for a restricted week. */
  slotsAtTurn: number;
  /** For an item of one place projected taken: the senior projected to take it. */
  by?: { employeeId: Id; rank: number; choice: number };
}

export interface Projection {
  employeeId: Id;
  rank: number;
  choices: ChoiceProjection[];
  /** What the engine would award at the turn if every senior's saved list stayed as it is. */
  projected: { choice: number; itemId: Id }[];
  /**
   * The list position down to which the employee is certain to get all their units (1 for
   * WORK) whatever the free seniors pick; null when the list is too short to be certain.
   */
  guaranteedChoice: number | null;
  /** Units the free seniors (no list, or a list that runs out) may still take before the turn. */
  freeUnits: number;
  seniors: {
    /** Participants of the employee's group ranked above them. */
    total: number;
    /** Of those, turns already processed. */
    processed: number;
    /** Of the others, those with a saved list, and those without. */
    withList: number;
    withoutList: number;
  };
  /** VACATION: every week of the employee's group. */
  /** Every item of the employee's group (the board shows each one's standing). */
  items: ItemProjection[];
}
