import {
  addDays,
  LEAVE_DAY_MINUTES,
  type ServiceElements,
  SICK_GRACE_MINUTES,
  SICK_IN_AHEAD_DAYS,
  SICK_OUT_AHEAD_DAYS,
  SICK_TEXTS,
} from '@crewline/protocol';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, Session, SignedInContext } from '../../../exec/handlers';
import { dateClockTime, localIsoDate } from '../../../lib/local-time';
import { bankForYear, yearOf } from '../../leave';
import { recordNotifications } from '../../notifications';
import type { PickHolder } from '../../pick';
import { loadSchedule } from '../../scheduled-assignments';
import { appendMyTimeEvents } from '../my-time-events.repository';
import { lockEmployee } from '../my-time-locks.repository';
import {
  closeSpell,
  daysOfSpells,
  deleteSpellDaysAfter,
  insertSickDays,
  insertSpell,
  openSpellOf,
  type SickSpellRow,
  spellByRequestId,
  spellsSince,
} from './sick-notify.repository';

type Answer = ServiceElements<'mta_notifyInOutGetAll'>;

/**
 * Charges the spell's work days from..to to the sick bank: each day the job in force is worked
 * and no other absence holds (a day already charged to the spell is an absence: left as it is).
 */
async function chargeDays(tx: Db, holder: PickHolder, spellId: number, from: string, to: string): Promise<void> {
  const days = await loadSchedule(tx, holder, from, to);
  await insertSickDays(
    tx,
    days
      .filter((d) => d.kind === 'WORK')
      .map((d) => ({
        passId: holder.passId,
        date: d.date,
        kind: 'SICK',
        payCode: 'SICK',
        minutes: LEAVE_DAY_MINUTES,
        description: 'Notified out sick',
        sickSpellId: spellId,
      })),
  );
}

/**
 * While out, each work day up to today is a sick day: charged when the spell is read or changed,
 * and by the upkeep (sick-upkeep.ts) for those who do not open the app.
 */
export async function chargeOpenSpell(tx: Db, holder: PickHolder, spell: SickSpellRow, today: string, tz: string) {
  const first = localIsoDate(spell.outAt, tz);
  await chargeDays(tx, holder, spell.id, first, first > today ? first : today);
}

async function answer(db: Db, session: Session, now: Date, config: Config): Promise<Answer> {
  const tz = config.timeZone;
  const lastYear = Number(localIsoDate(now, tz).slice(0, 4)) - 1;
  const spells = await spellsSince(db, session.passId, new Date(`${lastYear}-01-01T00:00:00Z`));
  const days = await daysOfSpells(
    db,
    spells.map((s) => s.id),
  );
  const shown = spells.map((s) => ({
    spellId: s.id,
    outAt: s.outAt.toISOString(),
    inAt: s.inAt?.toISOString() ?? null,
    sickDays: days.filter((d) => d.spellId === s.id).map((d) => d.date),
  }));
  return {
    now: now.toISOString(),
    open: shown.find((s) => s.inAt === null) ?? null,
    spells: shown,
    notifications: spells
      .flatMap((s) => [
        { spellId: s.id, direction: 'OUT' as const, at: s.outAt, recordedAt: s.outRecordedAt },
        ...(s.inAt && s.inRecordedAt
          ? [{ spellId: s.id, direction: 'IN' as const, at: s.inAt, recordedAt: s.inRecordedAt }]
          : []),
      ])
      .sort((a, b) => b.at.getTime() - a.at.getTime() || b.recordedAt.getTime() - a.recordedAt.getTime())
      .map((n) => ({ ...n, at: n.at.toISOString(), recordedAt: n.recordedAt.toISOString() })),
    sickBankMinutes: (await bankForYear(db, session.passId, 'SICK', yearOf(localIsoDate(now, tz)), now, tz))
      .availableMinutes,
  };
}

/** mta_notifyInOutGetAll: my spells and notifications; an open spell's days up to today are charged first. */
export async function notifyInOutGetAll({ db, session, now, config }: SignedInContext): Promise<Answer> {
  const today = localIsoDate(now, config.timeZone);
  const charged = await db.transaction(async (tx) => {
    await lockEmployee(tx, session.passId);
    const open = await openSpellOf(tx, session.passId);
    if (open) await chargeOpenSpell(tx, session.employee, open, today, config.timeZone);
    return open !== undefined;
  });
  if (charged) forgetEmployeeRecords(db, session.passId);
  return answer(db, session, now, config);
}

/** The rules both directions share: a time no older than the grace, no later than `aheadDays` from today. */
function checkTime(at: Date, now: Date, today: string, aheadDays: number, tooEarly: string, tz: string): void {
  if (at.getTime() < now.getTime() - SICK_GRACE_MINUTES * 60_000) throw new RefusalError(SICK_TEXTS.tooLate);
  if (localIsoDate(at, tz) > addDays(today, aheadDays)) throw new RefusalError(tooEarly);
}

async function notifyOut(tx: Db, session: Session, at: Date, requestId: string, now: Date, config: Config) {
  const tz = config.timeZone;
  const today = localIsoDate(now, tz);
  checkTime(at, now, today, SICK_OUT_AHEAD_DAYS, SICK_TEXTS.outTooEarly, tz);
  const open = await openSpellOf(tx, session.passId);
  if (open) throw new RefusalError(SICK_TEXTS.alreadyOut(dateClockTime(open.outAt, tz)));
  // The first sick day is charged to the bank of its own leave year (next year's, out from tomorrow on 31 December).
  const firstDay = localIsoDate(at, tz);
  if ((await bankForYear(tx, session.passId, 'SICK', yearOf(firstDay), now, tz)).availableMinutes < LEAVE_DAY_MINUTES)
    throw new RefusalError(SICK_TEXTS.bankEmpty);
  const spell = await insertSpell(tx, {
    passId: session.passId,
    outRequestId: requestId,
    outAt: at,
    outRecordedAt: now,
  });
  await chargeOpenSpell(tx, session.employee, spell, today, tz);
  await logAndTell(tx, session.passId, now, 'SICK_OUT', at, { spellId: spell.id, outAt: at.toISOString(), requestId });
}

async function notifyIn(tx: Db, session: Session, at: Date, requestId: string, now: Date, config: Config) {
  const tz = config.timeZone;
  const today = localIsoDate(now, tz);
  const open = await openSpellOf(tx, session.passId);
  if (!open) throw new RefusalError(SICK_TEXTS.notOut);
  if (at <= open.outAt) throw new RefusalError(SICK_TEXTS.inBeforeOut(dateClockTime(open.outAt, tz)));
  checkTime(at, now, today, SICK_IN_AHEAD_DAYS, SICK_TEXTS.inTooEarly, tz);
  await closeSpell(tx, open.id, { inRequestId: requestId, inAt: at, inRecordedAt: now });
  // Sick up to the day before the one back at work; a spell within one day keeps that day.
  const first = localIsoDate(open.outAt, tz);
  const back = localIsoDate(at, tz);
  const last = back > first ? addDays(back, -1) : first;
  await deleteSpellDaysAfter(tx, open.id, last);
  await chargeDays(tx, session.employee, open.id, first, last);
  await logAndTell(tx, session.passId, now, 'SICK_IN', at, { spellId: open.id, inAt: at.toISOString(), requestId });
}

/** A notice out or in, in My Time's log (with `payload`) and in the employee's notifications. */
async function logAndTell(
  tx: Db,
  passId: string,
  now: Date,
  kind: 'SICK_OUT' | 'SICK_IN',
  at: Date,
  payload: Record<string, unknown>,
) {
  await appendMyTimeEvents(tx, [{ at: now, passId, actor: passId, kind, payload }]);
  await recordNotifications(tx, now, [{ passId, kind, data: { at: at.toISOString() } }]);
}

/**
 * mta_notifyInOutAddAndGet: notifies out (opens a spell; its work days to today charged to the
 * sick bank) or in (closes it; days from the one back at work are no longer sick), in one
 * transaction with the employee locked. A retry with the same request id changes nothing.
 */
export async function notifyInOutAddAndGet(
  { db, session, now, config }: SignedInContext,
  { requestId, direction, at }: InputOf<'mta_notifyInOutAddAndGet'>,
): Promise<Answer> {
  await db.transaction(async (tx) => {
    await lockEmployee(tx, session.passId);
    const earlier = await spellByRequestId(tx, requestId);
    if (earlier) {
      if (earlier.passId !== session.passId) throw new RefusalError(SICK_TEXTS.requestId);
      return;
    }
    if (direction === 'OUT') await notifyOut(tx, session, new Date(at), requestId, now, config);
    else await notifyIn(tx, session, new Date(at), requestId, now, config);
  });
  forgetEmployeeRecords(db, session.passId);
  return answer(db, session, now, config);
}
