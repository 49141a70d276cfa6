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
  /** A supervisor reset the employee's sign-in (told by e-mail only; never the code). */
  ACCOUNT_RESET: { on: string };
}

/** One event to tell one employee of. */
export type NewNotification = {
  [K in NotificationKind]: { passId: string; kind: K; data: NotificationDataOf[K] };
}[NotificationKind];

/** The kinds a pick turn's outcome is told as. */
export type PickOutcomeKind = {
  [K in keyof NotificationDataOf]: NotificationDataOf[K] extends PickOutcomeData ? K : never;
}[keyof NotificationDataOf];
