import {
  isoToDisplayDate,
  LEAVE_BANKS,
  type NotificationItem,
  type NotificationKind,
  type NotificationScreen,
  NOTIFICATION_TEXTS as T,
} from '@crewline/protocol';
import { dateClockTime } from '../../lib/local-time';
import type { DayOffData, NotificationDataOf, PickOutcomeData, SickData } from './notification-data';
import type { NotificationRow } from './notifications.repository';

const bankName = (bank: string) => LEAVE_BANKS.find((b) => b.code === bank)?.name ?? bank;

type Told = { title: string; text: string; opens: NotificationScreen };

/** A pick outcome: the pick's sentences, until when what is left may be picked, and its round's screen. */
function told(title: string, d: PickOutcomeData, tz: string): Told {
  const until = d.closesAt ? [T.pickUntil(dateClockTime(new Date(d.closesAt), tz))] : [];
  return {
    title,
    text: T.pickText(d.pick, [...d.lines, ...until]),
    opens: d.round === 'VR' ? 'vrPreferences' : 'pickPreferences',
  };
}

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
};

/** A stored notification as the employee reads it, dates in the agency's time zone. */
export function presentNotification(row: NotificationRow, timeZone: string): NotificationItem {
  const kind = row.kind as NotificationKind;
  const tell = TELL[kind] as (data: unknown, tz: string) => Told;
  return { id: row.id, kind, ...tell(row.data, timeZone), at: row.createdAt.toISOString(), read: row.readAt !== null };
}
