import {
  addDays,
  HOLIDAY_CHOICE_TEXTS,
  HOLIDAY_CHOICE_WEEKS_AFTER,
  type ServiceElements,
  sundayOnOrBefore,
} from '@crewline/protocol';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { forgetEmployeeRecords } from '../../../exec/cached-records';
import { RefusalError } from '../../../exec/errors';
import type { InputOf, Session, SignedInContext } from '../../../exec/handlers';
import { agencyHolidays } from '../../../lib/agency-holidays';
import { isoOfDay } from '../../../lib/day-numbers';
import { localIsoDate } from '../../../lib/local-time';
import { loadSchedule } from '../../scheduled-assignments';
import { appendMyTimeEvents } from '../my-time-events.repository';
import { lockEmployee } from '../my-time-locks.repository';
import { choiceSaved, choicesBetween, upsertChoice } from './holiday-choices.repository';

type Answer = ServiceElements<'mta_holidayAccruePayGet'>;
type Holiday = Answer['holidays'][number];

/** The last day a holiday's choice can be made: the Saturday ending the pay week after the holiday's. */
export function choiceClosesOn(date: string): string {
  return addDays(sundayOnOrBefore(date), 7 * HOLIDAY_CHOICE_WEEKS_AFTER + 6);
}

/**
 * The holidays whose choice is the employee's to see: this year's, and last year's while their
 * choice is still open (a late-December holiday's runs into January) — each one they work: the
 * job in force has the day, no day off, no absence.
 */
async function workedHolidays(db: Db, session: Session, today: string): Promise<{ date: string; name: string }[]> {
  const year = Number(today.slice(0, 4));
  const holidays = [...agencyHolidays(year - 1), ...agencyHolidays(year)]
    .map((h) => ({ date: isoOfDay(h.day), name: h.name }))
    .filter((h) => h.date >= `${year}-01-01` || choiceClosesOn(h.date) >= today);
  const first = holidays[0];
  if (!first) return [];
  const schedule = await loadSchedule(db, session.employee, first.date, `${year}-12-31`);
  const worked = new Set(schedule.filter((d) => d.kind === 'WORK').map((d) => d.date));
  return holidays.filter((h) => worked.has(h.date));
}

async function answer(db: Db, session: Session, now: Date, config: Config): Promise<Answer> {
  const today = localIsoDate(now, config.timeZone);
  const holidays = await workedHolidays(db, session, today);
  const first = holidays[0]?.date;
  const choices = first ? await choicesBetween(db, session.passId, first, `${today.slice(0, 4)}-12-31`) : [];
  const chosen = new Map(choices.map((c) => [c.date, c]));
  return {
    today,
    holidays: holidays.map((h): Holiday => {
      const choice = chosen.get(h.date);
      const closesOn = choiceClosesOn(h.date);
      return {
        ...h,
        choice: (choice?.choice as Holiday['choice']) ?? null,
        chosenAt: choice?.chosenAt.toISOString() ?? null,
        closesOn,
        open: today <= closesOn,
      };
    }),
  };
}

/** mta_holidayAccruePayGet: each holiday I work this year (and last year's still open), my choice, and until when I can make it. */
export function holidayAccruePayGet({ db, session, now, config }: SignedInContext): Promise<Answer> {
  return answer(db, session, now, config);
}

/**
 * mta_holidayAccruePaySave: banks a worked holiday or has it paid, until its cutoff. One
 * transaction with the employee locked; a retry with the same request id changes nothing.
 */
export async function holidayAccruePaySave(
  { db, session, now, config }: SignedInContext,
  { requestId, date, choice }: InputOf<'mta_holidayAccruePaySave'>,
): Promise<Answer> {
  const { passId } = session;
  const today = localIsoDate(now, config.timeZone);
  const changed = await db.transaction(async (tx) => {
    await lockEmployee(tx, passId);
    if (await choiceSaved(tx, passId, requestId)) return false;
    const holiday = (await workedHolidays(tx, session, today)).find((h) => h.date === date);
    if (!holiday) throw new RefusalError(HOLIDAY_CHOICE_TEXTS.notWorked(date));
    const closesOn = choiceClosesOn(date);
    if (today > closesOn) throw new RefusalError(HOLIDAY_CHOICE_TEXTS.closed(date, closesOn));
    await upsertChoice(tx, { passId, date, choice, chosenAt: now });
    await appendMyTimeEvents(tx, [
      { at: now, passId, actor: passId, kind: 'HOLIDAY_CHOICE_SAVED', payload: { date, choice, requestId } },
    ]);
    return true;
  });
  if (changed) forgetEmployeeRecords(db, passId);
  return answer(db, session, now, config);
}
