import { addDays, type QuietHours, wallClockDate, wallClockIn, zonedInstant } from '@crewline/protocol';
import type { Db } from '../../../db/client';
import { type NewNotification, type ReminderData, recordNotifications } from '../../notifications';
import { keptRound, labelIn, projectionOf } from '../projection/projection.service';
import { participantOf } from './snapshot';
import { comingTurns, reminderKey, roundOpenedKey, untoldOpenedTurns } from './turn-events.repository';

/**
 * The pick's events found due from the turn schedule (issue 53): a round opened for me, and my
 * turn in 24 hours and in 1 hour with my projection. Nothing is kept but the notifications
 * themselves: each run works out what is due from the turn times as they stand, so a turn the
 * office moves is reminded at its new time. Each event has a dedupe key (round, employee, and
 * for a reminder its kind and turn time) held unique by the notifications table: a rerun or a
 * second server process never writes one twice.
 */

const HOUR = 3_600_000;
export const REMINDERS = [
  { kind: 'TURN_REMINDER_24H', before: 24 * HOUR },
  { kind: 'TURN_REMINDER_1H', before: HOUR },
] as const;

/** Whose quiet hours are what (the delivery's preferences); null: none. */
export type QuietHoursOf = (db: Db, passId: string) => Promise<QuietHours | null>;

export interface TurnEventOptions {
  /** The agency's time zone: quiet hours are read on its clock. */
  timeZone: string;
  /** Default: nobody has quiet hours. */
  quietHoursOf?: QuietHoursOf;
}

/**
 * When a reminder due at `due` is written: at once when it is not in the employee's quiet hours,
 * else when those quiet hours start (a reminder comes before them, not after).
 */
export function reminderTime(due: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || quiet.start === quiet.end) return due;
  const clock = wallClockIn(due, timeZone);
  const minute = clock.hour * 60 + clock.minute;
  const date = wallClockDate(clock);
  if (quiet.start < quiet.end) {
    return minute >= quiet.start && minute < quiet.end ? zonedInstant(date, quiet.start, timeZone) : due;
  }
  if (minute >= quiet.start) return zonedInstant(date, quiet.start, timeZone);
  if (minute < quiet.end) return zonedInstant(addDays(date, -1), quiet.start, timeZone);
  return due;
}

/** The outlook a reminder carries: the projection as the round stands now, or that there is no list. */
async function outlookOf(db: Db, roundId: number, passId: string, now: Date): Promise<ReminderData['outlook']> {
  const round = await keptRound(db, roundId);
  const me = round && participantOf(round, passId);
  if (!me?.list) return { list: 'NONE' };
  const answer = await projectionOf(db, roundId, passId, now);
  if (answer.status !== 'PROJECTED') return { list: 'NONE' };
  const first = answer.projection.projected[0];
  return {
    list: 'SAVED',
    projectedChoice: first?.choice ?? null,
    projectedItem: first ? labelIn(round, Number(first.itemId)) : null,
    guaranteedChoice: answer.projection.guaranteedChoice,
  };
}

/** Writes every pick event due at `now` not yet written; answers how many were written. */
export async function writeDueTurnEvents(db: Db, now: Date, options: TurnEventOptions): Promise<number> {
  const quietHoursOf = options.quietHoursOf ?? (async () => null);
  const rows: NewNotification[] = [];
  for (const t of await untoldOpenedTurns(db, now)) {
    rows.push({
      passId: t.passId,
      kind: 'ROUND_OPENED',
      dedupeKey: roundOpenedKey(t.roundId, t.passId),
      data: { round: t.kind, pick: t.pick, turnAt: t.turnAt.toISOString(), closesAt: t.closesAt.toISOString() },
    });
  }
  // Quiet hours may bring a reminder up to a day earlier: look that much further ahead when there are any.
  const horizon = new Date(now.getTime() + 24 * HOUR + (options.quietHoursOf ? 24 * HOUR : 0));
  for (const t of await comingTurns(db, now, horizon)) {
    // The 1-hour reminder is the last: once written, the turn is told all it will be.
    if (t.told1h) continue;
    const quiet = options.quietHoursOf ? await quietHoursOf(db, t.passId) : null;
    const [day, hour] = REMINDERS.map((r) =>
      reminderTime(new Date(t.turnAt.getTime() - r.before), quiet, options.timeZone),
    );
    // The 1-hour reminder once due replaces a 24-hour one not yet written.
    const kind =
      now >= (hour as Date) ? 'TURN_REMINDER_1H' : now >= (day as Date) && !t.told24h ? 'TURN_REMINDER_24H' : null;
    if (!kind) continue;
    rows.push({
      passId: t.passId,
      kind,
      dedupeKey: reminderKey(kind, t.roundId, t.passId, t.turnAt),
      data: {
        round: t.kind,
        pick: t.pick,
        turnAt: t.turnAt.toISOString(),
        closesAt: t.closesAt.toISOString(),
        outlook: await outlookOf(db, t.roundId, t.passId, now),
      },
    });
  }
  if (rows.length === 0) return 0;
  return db.transaction((tx) => recordNotifications(tx, now, rows));
}
