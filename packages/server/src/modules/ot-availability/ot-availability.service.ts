import {
  AVAILABILITY_TEXTS,
  addDays,
  type OfferedShift,
  OT_AVAILABILITY_DAYS,
  OT_AVAILABILITY_PROBLEMS_LISTED,
  OT_SHIFTS,
  type OtAvailabilityElements,
  type OtShift,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { InputError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import { findOffered, findVacationDates, lockEmployee, replaceOffered } from './ot-availability.repository';

/** The days that can be offered: the agency's today and the days after it, inclusive. */
export interface AvailabilityWindow {
  firstDate: string;
  lastDate: string;
}

export function availabilityWindow(now: Date, timeZone: string): AvailabilityWindow {
  const firstDate = localIsoDate(now, timeZone);
  return { firstDate, lastDate: addDays(firstDate, OT_AVAILABILITY_DAYS - 1) };
}

const shiftOrder = (shift: string) => OT_SHIFTS.indexOf(shift as OtShift);
const byDateThenShift = (a: OfferedShift, b: OfferedShift) =>
  a.date === b.date ? shiftOrder(a.shift) - shiftOrder(b.shift) : a.date < b.date ? -1 : 1;
const key = (s: OfferedShift) => `${s.date} ${s.shift}`;

/**
 * Every reason the submission cannot be stored, in the order sent, each naming its date:
 * a day before the window or after it, a vacation day (once per date), a shift listed twice.
 */
export function availabilityProblems(
  offered: readonly OfferedShift[],
  window: AvailabilityWindow,
  vacationDates: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const datesReported = new Set<string>();
  const seen = new Set<string>();
  const duplicatesReported = new Set<string>();
  for (const entry of offered) {
    const { date } = entry;
    if (!datesReported.has(date)) {
      const problem =
        date < window.firstDate
          ? AVAILABILITY_TEXTS.pastDate(date, window.firstDate)
          : date > window.lastDate
            ? AVAILABILITY_TEXTS.beyondWindow(date, window.lastDate)
            : vacationDates.has(date)
              ? AVAILABILITY_TEXTS.onVacation(date)
              : undefined;
      if (problem) {
        problems.push(problem);
        datesReported.add(date);
      }
    }
    const k = key(entry);
    if (seen.has(k) && !duplicatesReported.has(k)) {
      problems.push(AVAILABILITY_TEXTS.duplicate(date, entry.shift));
      duplicatesReported.add(k);
    }
    seen.add(k);
  }
  return problems;
}

/** The first few problems one by one, the rest counted, so the popup stays readable. */
export function listedProblems(problems: readonly string[]): string[] {
  if (problems.length <= OT_AVAILABILITY_PROBLEMS_LISTED + 1) return [...problems];
  const listed = problems.slice(0, OT_AVAILABILITY_PROBLEMS_LISTED);
  return [...listed, AVAILABILITY_TEXTS.moreProblems(problems.length - listed.length)];
}

async function readAvailability(db: Db, passId: string, window: AvailabilityWindow): Promise<OtAvailabilityElements> {
  // One read at a time: a call never holds two pooled connections.
  const rows = await findOffered(db, passId, window.firstDate);
  const vacationDates = await findVacationDates(db, passId, window.firstDate, window.lastDate);
  const offered = rows.map((r) => ({ date: r.date, shift: r.shift as OtShift })).sort(byDateThenShift);
  const latest = rows.reduce<Date | undefined>((at, r) => (!at || r.submittedAt > at ? r.submittedAt : at), undefined);
  return { ...window, offered, vacationDates, submittedAt: latest?.toISOString() ?? null };
}

/** mta_otAvailability: what the employee offered from today on, and the days they cannot offer. */
export async function otAvailability({ db, session, now, config }: SignedInContext): Promise<OtAvailabilityElements> {
  return readAvailability(db, session.passId, availabilityWindow(now, config.timeZone));
}

const sameShifts = (a: readonly OfferedShift[], b: readonly OfferedShift[]) => {
  if (a.length !== b.length) return false;
  const keys = new Set(a.map(key));
  return b.every((s) => keys.has(key(s)));
};

/**
 * mta_submitAvailability: the shifts sent replace everything the employee offered from today
 * on, in one transaction, or nothing is stored and every problem is told. The same list sent
 * again (a retry) leaves the stored shifts and their submission time as they are.
 */
export async function submitAvailability(
  { db, session, now, config }: SignedInContext,
  { offered }: InputOf<'mta_submitAvailability'>,
): Promise<OtAvailabilityElements> {
  const { passId } = session;
  const window = availabilityWindow(now, config.timeZone);
  return db.transaction(async (tx) => {
    await lockEmployee(tx, passId);
    const vacationDates = new Set(await findVacationDates(tx, passId, window.firstDate, window.lastDate));
    const problems = availabilityProblems(offered, window, vacationDates);
    if (problems.length > 0) throw new InputError(listedProblems(problems));

    const current = await findOffered(tx, passId, window.firstDate);
    const unchanged = sameShifts(
      current.map((r) => ({ date: r.date, shift: r.shift as OtShift })),
      offered,
    );
    if (!unchanged) await replaceOffered(tx, passId, window.firstDate, offered, now);
    return readAvailability(tx, passId, window);
  });
}
