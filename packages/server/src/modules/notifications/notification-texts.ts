import {
  isoToDisplayDate,
  LEAVE_BANKS,
  type NotificationItem,
  type NotificationKind,
  type NotificationScreen,
  ordinal,
  PICK_OFFICE_TEXTS,
  NOTIFICATION_TEXTS as T,
} from '@crewline/protocol';
import { dateClockTime } from '../../lib/local-time';
import type {
  CorrectionData,
  DayOffData,
  NotificationDataOf,
  OfficeListData,
  PickOutcomeData,
  ReminderData,
  SickData,
  TurnData,
} from './notification-data';
import type { NotificationRow } from './notifications.repository';

const bankName = (bank: string) => LEAVE_BANKS.find((b) => b.code === bank)?.name ?? bank;

/** A kind told by e-mail only (EMAIL_ONLY_KINDS) opens no screen: it is not listed in the app. */
type Told = { title: string; text: string; opens?: NotificationScreen };

/** A pick outcome: the pick's sentences, until when what is left may be picked, and its round's screen. */
function told(title: string, d: PickOutcomeData, tz: string): Told {
  const until = d.closesAt ? [T.pickUntil(dateClockTime(new Date(d.closesAt), tz))] : [];
  return {
    title,
    text: T.pickText(d.pick, [...d.lines, ...until]),
    opens: d.round === 'VR' ? 'vrPreferences' : 'pickPreferences',
  };
}

const opensOf = (round: string): NotificationScreen => (round === 'VR' ? 'vrPreferences' : 'pickPreferences');
const roundName = (d: TurnData) => `${d.pick}, ${PICK_OFFICE_TEXTS.kinds[d.round] ?? d.round}`;

/** A reminder's outlook: the projected choice and the floor, or that there is no list. */
function outlook(d: ReminderData): string {
  const o = d.outlook;
  if (o.list === 'NONE') return T.noList;
  if (o.projectedChoice === null || o.projectedItem === null) return T.projectedNone;
  return T.projected(
    ordinal(o.projectedChoice),
    o.projectedItem,
    o.guaranteedChoice === null ? null : ordinal(o.guaranteedChoice),
  );
}

const reminder = (title: string) => (d: ReminderData, tz: string) => ({
  title,
  text: T.turnReminderText(d.pick, dateClockTime(new Date(d.turnAt), tz), outlook(d)),
  opens: opensOf(d.round),
});

/** Each kind's title, text and screen from its data: the one place a notification is put in words. */
const TELL: { [K in NotificationKind]: (data: NotificationDataOf[K], tz: string) => Told } = {
  PICK_AWARDED: (d, tz) => told(T.pickAwarded(d.items), d, tz),
  PICK_SKIPPED: (d, tz) => told(T.pickSkipped, d, tz),
  PICK_FORCED: (d, tz) => told(T.pickForced(d.items), d, tz),
  PICK_EXTRA_BOARD: (d, tz) => told(T.pickExtraBoard, d, tz),
  PICK_UNPLACED: (d, tz) => told(T.pickUnplaced, d, tz),
  VR_AWARDED: (d, tz) => told(T.vrAwarded(d.items), d, tz),
  DAY_OFF_APPROVED: (d: DayOffData) => ({
    title: T.dayOffApproved,
    text: T.dayOffApprovedText(isoToDisplayDate(d.date), bankName(d.bank)),
    opens: 'requestDayOff',
  }),
  DAY_OFF_WAITLISTED: (d) => ({
    title: T.dayOffWaitlisted,
    text: T.dayOffWaitlistedText(isoToDisplayDate(d.date)),
    opens: 'requestDayOff',
  }),
  DAY_OFF_PROMOTED: (d: DayOffData) => ({
    title: T.dayOffPromoted,
    text: T.dayOffPromotedText(isoToDisplayDate(d.date), bankName(d.bank)),
    opens: 'requestDayOff',
  }),
  SICK_OUT: (d: SickData, tz) => ({
    title: T.sickOut,
    text: T.sickOutText(dateClockTime(new Date(d.at), tz)),
    opens: 'sickNotifyInOut',
  }),
  SICK_IN: (d: SickData, tz) => ({
    title: T.sickIn,
    text: T.sickInText(dateClockTime(new Date(d.at), tz)),
    opens: 'sickNotifyInOut',
  }),
  ROUND_OPENED: (d: TurnData, tz) => ({
    title: T.roundOpened(roundName(d)),
    text: T.roundOpenedText(d.pick, dateClockTime(new Date(d.turnAt), tz), dateClockTime(new Date(d.closesAt), tz)),
    opens: opensOf(d.round),
  }),
  TURN_REMINDER_24H: reminder(T.turnReminder24h),
  TURN_REMINDER_1H: reminder(T.turnReminder1h),
  TURNS_MOVED: (d: TurnData, tz) => ({
    title: T.turnsMoved,
    text: T.turnsMovedText(d.pick, dateClockTime(new Date(d.turnAt), tz)),
    opens: opensOf(d.round),
  }),
  LIST_ENTERED_BY_OFFICE: (d: OfficeListData) => ({
    title: d.channel === 'ABSENT' ? T.absentByOffice : T.listByOffice,
    text:
      d.channel === 'ABSENT'
        ? T.absentByOfficeText(d.pick, d.by, d.reason ?? '')
        : T.listByOfficeText(d.pick, d.by, d.choices),
    opens: opensOf(d.round),
  }),
  ACCOUNT_RESET: (d) => ({ title: T.accountReset, text: T.accountResetText(isoToDisplayDate(d.on)) }),
  PICK_CORRECTED: (d: CorrectionData) => ({
    title: T.pickCorrected(d.after),
    text: T.pickCorrectedText(d.pick, d.before, d.after, d.reason, d.from && isoToDisplayDate(d.from)),
    opens: opensOf(d.round),
  }),
};

const tell = (kind: NotificationKind, data: unknown, timeZone: string): Told =>
  (TELL[kind] as (data: unknown, tz: string) => Told)(data, timeZone);

/** A stored notification as the employee reads it, dates in the agency's time zone. */
export function presentNotification(row: NotificationRow, timeZone: string): NotificationItem {
  const kind = row.kind as NotificationKind;
  const { title, text, opens } = tell(kind, row.data, timeZone);
  // The list's query leaves out the e-mail-only kinds, the only ones without a screen.
  if (opens === undefined) throw new Error(`notification ${row.id}: its kind is not listed in the app`);
  return { id: row.id, kind, title, text, opens, at: row.createdAt.toISOString(), read: row.readAt !== null };
}

/** What a push carries: a lock screen's words without private details, and the screen it opens. */
export interface PushMessage {
  /** The notification, so the app can mark it read when opened. */
  id: number;
  title: string;
  body: string;
  opens: NotificationScreen | null;
}

export function pushMessage(id: number, kind: string, data: unknown, timeZone: string): PushMessage {
  const k = kind as NotificationKind;
  return { id, title: T.lockScreen[k], body: T.lockScreenBody, opens: tell(k, data, timeZone).opens ?? null };
}

/** An e-mail's subject and text: the whole story, to the employee's own address. */
export function mailMessage(kind: string, data: unknown, timeZone: string): { subject: string; text: string } {
  const { title, text } = tell(kind as NotificationKind, data, timeZone);
  return { subject: title, text };
}
