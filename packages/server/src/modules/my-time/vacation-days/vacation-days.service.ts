import { LEAVE_DAY_MINUTES, type ServiceElements, VACATION_DAYS_TEXTS } from '@crewline/protocol';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, Session, SignedInContext } from '../../../exec/handlers';
import { localIsoDate } from '../../../lib/local-time';
import { balancesOf, bankForYear, yearBanks, yearOf, yearsAhead } from '../../leave';
import { loadSchedule } from '../../scheduled-assignments';
import { appendMyTimeEvents } from '../my-time-events.repository';
import { lockEmployee } from '../my-time-locks.repository';
import {
  findSave,
  giveBack,
  insertSave,
  insertVacationAbsences,
  insertVacationDays,
  lockVacationDate,
  myVacationDaysAfter,
  vacationPlaces,
} from './vacation-days.repository';

type Answer = ServiceElements<'mta_vacationInDaysGet'>;

async function answer(db: Db, session: Session, now: Date, config: Config): Promise<Answer> {
  const today = localIsoDate(now, config.timeZone);
  const days = await myVacationDaysAfter(db, session.passId, today);
  return {
    today,
    days: days.map((d) => ({ date: d.date, pickedAt: d.pickedAt.toISOString() })),
    bankMinutes:
      (await balancesOf(db, session.passId, now, config.timeZone)).banks.find((b) => b.bank === 'VAC')
        ?.availableMinutes ?? 0,
    yearBanks: (await yearBanks(db, session.passId, ['VAC'], yearsAhead(today), now, config.timeZone)).map(
      ({ bank: _vac, ...held }) => held,
    ),
    openDates: await vacationPlaces(db, session.employee.depotCode, today),
  };
}

/** mta_vacationInDaysGet: my vacation days to come, my vacation bank, the dates with places. */
export function vacationInDaysGet({ db, session, now, config }: SignedInContext): Promise<Answer> {
  return answer(db, session, now, config);
}

/** Each new day must be open, have a place left, and be a day the employee would otherwise work or has no job yet. */
async function checkNewDays(tx: Db, session: Session, added: string[], today: string): Promise<void> {
  for (const date of added) if (date <= today) throw new RefusalError(VACATION_DAYS_TEXTS.past(date));
  const places = new Map(
    (await vacationPlaces(tx, session.employee.depotCode, today, added)).map((p) => [p.date, p.placesLeft]),
  );
  for (const date of added) {
    const left = places.get(date);
    if (left === undefined) throw new RefusalError(VACATION_DAYS_TEXTS.notPosted(date));
    if (left <= 0) throw new RefusalError(VACATION_DAYS_TEXTS.full(date));
  }
  const first = added[0];
  const last = added.at(-1);
  if (!first || !last) return;
  const kinds = new Map((await loadSchedule(tx, session.employee, first, last)).map((d) => [d.date, d.kind]));
  for (const date of added) {
    const kind = kinds.get(date);
    if (kind === 'DAY_OFF') throw new RefusalError(VACATION_DAYS_TEXTS.rdo(date));
    if (kind !== 'WORK' && kind !== 'NOT_PICKED') throw new RefusalError(VACATION_DAYS_TEXTS.away(date));
  }
}

/**
 * The vacation bank of each leave year holds the days taken in it, counting the days of that
 * year given back: a day is charged to the bank of its own year.
 */
async function checkBank(tx: Db, passId: string, added: string[], back: string[], now: Date, config: Config) {
  for (const year of new Set(added.map(yearOf))) {
    const asked = added.filter((d) => yearOf(d) === year).length;
    const freed = back.filter((d) => yearOf(d) === year).length;
    const held = await bankForYear(tx, passId, 'VAC', year, now, config.timeZone);
    if (held.later && !held.onRecord) throw new RefusalError(VACATION_DAYS_TEXTS.notOnRecord(year));
    const available = Math.floor((held.availableMinutes + freed * LEAVE_DAY_MINUTES) / LEAVE_DAY_MINUTES);
    if (asked <= available) continue;
    throw new RefusalError(
      held.later
        ? VACATION_DAYS_TEXTS.balanceOfYear(year, asked, available)
        : VACATION_DAYS_TEXTS.balance(asked, available),
    );
  }
}

/**
 * mta_vacationInDaysSave: takes days as vacation days (each within its places, never on a
 * regular day off or another absence, each year's within that year's bank) and gives back days of mine
 * — all or nothing, in one transaction with every date touched, then the employee, locked. A
 * retry with the same request id saves nothing again.
 */
export async function vacationInDaysSave(
  { db, session, now, config }: SignedInContext,
  { requestId, add, giveBack: back }: InputOf<'mta_vacationInDaysSave'>,
): Promise<Answer> {
  const { passId, depotCode } = session.employee;
  const touched = [...add, ...back].sort();
  const twice = touched.find((d, i) => touched[i + 1] === d);
  if (twice) throw new RefusalError(VACATION_DAYS_TEXTS.twice(twice));
  const added = [...add].sort();
  const today = localIsoDate(now, config.timeZone);
  const changed = await db.transaction(async (tx) => {
    // Dates in order, then the employee: two saves touching the same dates cannot deadlock.
    for (const date of touched) await lockVacationDate(tx, depotCode, date);
    await lockEmployee(tx, passId);
    const earlier = await findSave(tx, requestId);
    if (earlier) {
      if (earlier.passId !== passId) throw new RefusalError(VACATION_DAYS_TEXTS.requestId);
      return false;
    }
    const mine = await myVacationDaysAfter(tx, passId, today);
    const already = added.find((d) => mine.some((m) => m.date === d));
    if (already) throw new RefusalError(VACATION_DAYS_TEXTS.already(already));
    const notMine = back.find((d) => !mine.some((m) => m.date === d));
    if (notMine) throw new RefusalError(VACATION_DAYS_TEXTS.notMine(notMine));
    const removed = mine.filter((m) => back.includes(m.date));
    await checkNewDays(tx, session, added, today);
    await checkBank(
      tx,
      passId,
      added,
      removed.map((r) => r.date),
      now,
      config,
    );
    await giveBack(
      tx,
      removed.map((r) => r.id),
      now,
    );
    const picked = await insertVacationDays(
      tx,
      added.map((date) => ({ passId, depotCode, date, pickedAt: now })),
    );
    await insertVacationAbsences(
      tx,
      picked.map((d) => ({
        passId,
        date: d.date,
        kind: 'VACATION',
        payCode: 'VAC',
        minutes: LEAVE_DAY_MINUTES,
        description: 'Vacation day',
        vacationDayId: d.id,
      })),
    );
    await insertSave(tx, { requestId, passId, savedAt: now });
    await appendMyTimeEvents(tx, [
      {
        at: now,
        passId,
        actor: passId,
        kind: 'VACATION_DAYS_SAVED',
        payload: { added, removed: removed.map((r) => r.date), requestId },
      },
    ]);
    return true;
  });
  if (changed) forgetEmployeeRecords(db, passId);
  return answer(db, session, now, config);
}
