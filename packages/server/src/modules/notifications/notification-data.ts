import type { NotificationKind } from '@crewline/protocol';

/** A pick turn's outcome as told: the pick, what was given, and the pick's own sentences for it. */
export interface PickOutcomeData {
  /** The round's kind: WORK, VACATION, HOLIDAY or VR (a relief round opens VR Preferences). */
  round: string;
  pick: string;
  /** The items given, in words ('Package FB-FT123'); none when skipped. */
  items: string[];
  /** What was given and, one each, why every higher choice was not (the pick's explanation). */
  lines: string[];
  /** SKIPPED: until when what is left may still be picked (the round's close, ISO 8601). */
  closesAt?: string;
}

export interface DayOffData {
  date: string;
  /** The bank charged (VAC, PERS, …). */
  bank: string;
}

export interface SickData {
  /** When out from, or back at work from (ISO 8601). */
  at: string;
}

/** A round open, or a turn coming: the pick, the round, and the employee's turn. */
export interface TurnData {
  /** The round's kind (WORK, VACATION, HOLIDAY, VR). */
  round: string;
  pick: string;
  /** The employee's turn (ISO 8601). */
  turnAt: string;
  /** When the round closes (ISO 8601). */
  closesAt: string;
}

/** A reminder: the turn, and what the projection says of it when it was written. */
export interface ReminderData extends TurnData {
  /** NONE: no list saved; else the projected choice (null when none of the list is projected open). */
  outlook:
    | { list: 'NONE' }
    | { list: 'SAVED'; projectedChoice: number | null; projectedItem: string | null; guaranteedChoice: number | null };
}

/** The office entered the employee's list (PHONE), or marked them absent (ABSENT). */
export interface OfficeListData {
  round: string;
  pick: string;
  channel: 'PHONE' | 'ABSENT';
  /** Who and how in words: "by phone, clerk 900001". */
  by: string;
  choices: number;
  /** ABSENT: the reason given. */
  reason?: string;
}

/** The pick office corrected the employee's award (docs/pick.md#corrections): from what, to what, and why. */
export interface CorrectionData {
  round: string;
  pick: string;
  before: string;
  after: string;
  reason: string;
  /** A dated correction: from when the new award applies, YYYY-MM-DD. */
  from?: string;
}

/** What each kind's texts are built from: the shape of its `data`. */
export interface NotificationDataOf {
  PICK_AWARDED: PickOutcomeData;
  PICK_SKIPPED: PickOutcomeData;
  PICK_FORCED: PickOutcomeData;
  PICK_EXTRA_BOARD: PickOutcomeData;
  PICK_UNPLACED: PickOutcomeData;
  VR_AWARDED: PickOutcomeData;
  DAY_OFF_APPROVED: DayOffData;
  DAY_OFF_WAITLISTED: { date: string };
  DAY_OFF_PROMOTED: DayOffData;
  SICK_OUT: SickData;
  SICK_IN: SickData;
  ROUND_OPENED: TurnData;
  TURN_REMINDER_24H: ReminderData;
  TURN_REMINDER_1H: ReminderData;
  TURNS_MOVED: TurnData;
  LIST_ENTERED_BY_OFFICE: OfficeListData;
  /** A supervisor reset the employee's sign-in (told by e-mail only; never the code). */
  ACCOUNT_RESET: { on: string };
  PICK_CORRECTED: CorrectionData;
}

/**
 * One event to tell one employee of. `dedupeKey` makes it once-only (a sweeper's event found due
 * again by a rerun or a second process): a row with a key already written is not written again.
 */
export type NewNotification = {
  [K in NotificationKind]: { passId: string; kind: K; data: NotificationDataOf[K]; dedupeKey?: string };
}[NotificationKind];

/** The kinds a pick turn's outcome is told as. */
export type PickOutcomeKind = {
  [K in keyof NotificationDataOf]: NotificationDataOf[K] extends PickOutcomeData ? K : never;
}[keyof NotificationDataOf];
