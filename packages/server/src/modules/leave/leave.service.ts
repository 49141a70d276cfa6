import {
  addDays,
  LEAVE_BANKS,
  LEAVE_DAY_MINUTES,
  LEAVE_TEXTS,
  type LeaveBalances,
  type LeaveBankBalance,
  type QuotaAbsences,
  weekdayOf,
} from '@crewline/protocol';
import type { Db } from '../../db/client';
import { RefusalError } from '../../exec/errors';
import type { InputOf, SignedInContext } from '../../exec/handlers';
import { localIsoDate } from '../../lib/local-time';
import {
  allQuotas,
  bankMinutes,
  findLeaveBanks,
  latestTimecardWeekStart,
  quotaAbsencesBetween,
  quotaAbsenceYears,
  workedHolidaysChosen,
} from './leave.repository';

/** The leave year of an ISO date: a day is charged to the bank of its own year. */
export const yearOf = (iso: string) => Number(iso.slice(0, 4));

/** The Saturday that ends the last full pay week (Sunday to Saturday) before `today`'s week. */
export function lastPayWeekEnd(today: string): string {
  return addDays(today, -weekdayOf(today) - 1);
}

/** Monthly accruals are credited on the 1st, January included: by `asOf` one per month started. */
export function accrualMonths(asOf: string): number {
  return Number(asOf.slice(5, 7));
}

export interface BankCredits {
  carriedMinutes: number;
  grantedMinutes: number;
  monthlyAccrualMinutes: number;
}

const NO_CREDITS: BankCredits = { carriedMinutes: 0, grantedMinutes: 0, monthlyAccrualMinutes: 0 };

/** One bank's figures; every one is a sum or a difference of the ones before it, for payroll to re-add. */
export function bankBalance(
  bank: (typeof LEAVE_BANKS)[number],
  credits: BankCredits | undefined,
  charged: { used: number; scheduled: number },
  asOf: string,
  bankedHolidayMinutes = 0,
): LeaveBankBalance {
  const { carriedMinutes, grantedMinutes, monthlyAccrualMinutes } = credits ?? NO_CREDITS;
  const months = accrualMonths(asOf);
  const accruedMinutes = monthlyAccrualMinutes * months;
  const earnedMinutes = carriedMinutes + grantedMinutes + accruedMinutes + bankedHolidayMinutes;
  return {
    bank: bank.code,
    name: bank.name,
    onRecord: credits !== undefined,
    carriedMinutes,
    grantedMinutes,
    monthlyAccrualMinutes,
    accrualMonths: months,
    accruedMinutes,
    bankedHolidayMinutes,
    earnedMinutes,
    usedMinutes: charged.used,
    scheduledMinutes: charged.scheduled,
    availableMinutes: earnedMinutes - charged.used - charged.scheduled,
  };
}

/**
 * Leave balances as of the last day of the employee's latest timecard week, so they agree
 * with the timecards: absences up to that day are used, later ones in the year scheduled.
 * Without any timecard (a new hire) they are as of the end of the last full pay week, the
 * day the next timecard will end. The leave year is the as-of date's.
 */
export async function leaveBalances({ db, session, now, config }: SignedInContext): Promise<LeaveBalances> {
  return balancesOf(db, session.passId, now, config.timeZone);
}

/** An employee's leave balances as Leave Balances shows them (what a day off is checked against). */
export async function balancesOf(db: Db, passId: string, now: Date, timeZone: string): Promise<LeaveBalances> {
  const today = localIsoDate(now, timeZone);
  const timecardWeekStart = (await latestTimecardWeekStart(db, passId, today)) ?? null;
  const asOf = timecardWeekStart === null ? lastPayWeekEnd(today) : addDays(timecardWeekStart, 6);
  const year = yearOf(asOf);
  const credits = new Map((await findLeaveBanks(db, passId, year)).map((row) => [row.bank, row]));
  const banked = (await workedHolidaysChosen(db, passId, 'ACCRUE', `${year}-01-01`, asOf)).length * LEAVE_DAY_MINUTES;
  const charged = new Map(
    (await bankMinutes(db, passId, { from: `${year}-01-01`, asOf, to: `${year}-12-31` })).map((row) => [
      row.bank,
      { used: Number(row.used), scheduled: Number(row.scheduled) },
    ]),
  );
  return {
    year,
    asOf,
    timecardWeekStart,
    banks: LEAVE_BANKS.map((bank) =>
      bankBalance(
        bank,
        credits.get(bank.code),
        charged.get(bank.code) ?? { used: 0, scheduled: 0 },
        asOf,
        bank.code === 'HOL' ? banked : 0,
      ),
    ),
  };
}

type BankCode = (typeof LEAVE_BANKS)[number]['code'];

/** What one bank holds for days of one leave year. */
export interface YearBank<B extends BankCode = BankCode> {
  bank: B;
  year: number;
  /** A leave year after the one the leave balances show (a day next January, asked in December). */
  later: boolean;
  /** Whether the agency has put the bank of that year on record (a later year's only once it is credited). */
  onRecord: boolean;
  availableMinutes: number;
}

/** The leave years the days to come fall in, as far as requests reach: tomorrow's, and the next. */
export function yearsAhead(today: string): number[] {
  const first = yearOf(addDays(today, 1));
  return [first, first + 1];
}

/**
 * What each of `banks` holds for days of each of `years`. A day is charged to the bank of its
 * own leave year: for the year the leave balances show (or an earlier one), their figure; for a
 * later year, that year's bank as it opens — its credits on record, its first month accrued —
 * less every day already charged to it. So days next January are never taken from this year's
 * bank, none are given before next year's bank is on record, and in January's first days, while
 * the balances are still last year's, this year's days are held against this year's bank.
 */
export async function yearBanks<B extends BankCode>(
  db: Db,
  passId: string,
  banks: readonly B[],
  years: readonly number[],
  now: Date,
  timeZone: string,
): Promise<YearBank<B>[]> {
  const balances = await balancesOf(db, passId, now, timeZone);
  const out: YearBank<B>[] = [];
  for (const year of years) {
    if (year <= balances.year) {
      for (const bank of banks) {
        const held = balances.banks.find((b) => b.bank === bank);
        out.push({
          bank,
          year: balances.year,
          later: false,
          onRecord: held?.onRecord ?? false,
          availableMinutes: held?.availableMinutes ?? 0,
        });
      }
      continue;
    }
    const credits = new Map((await findLeaveBanks(db, passId, year)).map((row) => [row.bank, row]));
    // Every day of the year is still to come: all charged as scheduled.
    const charged = new Map(
      (await bankMinutes(db, passId, { from: `${year}-01-01`, asOf: `${year - 1}-12-31`, to: `${year}-12-31` })).map(
        (row) => [row.bank, Number(row.scheduled)],
      ),
    );
    for (const bank of banks) {
      const definition = LEAVE_BANKS.find((b) => b.code === bank);
      const credit = credits.get(bank);
      if (!definition || !credit) {
        out.push({ bank, year, later: true, onRecord: false, availableMinutes: 0 });
        continue;
      }
      const opening = bankBalance(definition, credit, { used: 0, scheduled: charged.get(bank) ?? 0 }, `${year}-01-01`);
      out.push({ bank, year, later: true, onRecord: true, availableMinutes: opening.availableMinutes });
    }
  }
  return out;
}

/** What one bank holds for days of `year` (see yearBanks). */
export async function bankForYear<B extends BankCode>(
  db: Db,
  passId: string,
  bank: B,
  year: number,
  now: Date,
  timeZone: string,
): Promise<YearBank<B>> {
  const [held] = await yearBanks(db, passId, [bank], [year], now, timeZone);
  if (!held) throw new Error(`no ${bank} bank of ${year} was worked out`);
  return held;
}

/**
 * The years an employee may ask quota absences for, newest first: this year and every earlier
 * year with an absence charged to a quota. Later years have not started, whatever is scheduled.
 */
export async function quotaYears(db: Db, passId: string, thisYear: number): Promise<number[]> {
  const withAbsences = (await quotaAbsenceYears(db, passId)).filter((y) => y < thisYear);
  return [thisYear, ...new Set(withAbsences)].sort((a, b) => b - a);
}

/**
 * Each quota with the absences charged to it in one calendar year (default this year).
 * Used counts every charged absence of the year, those still to come included: they are
 * already booked against the allowance.
 */
export async function quotaAbsences(
  { db, session, now, config }: SignedInContext,
  input: InputOf<'mta_quotaAbsences'>,
): Promise<QuotaAbsences> {
  const { passId } = session;
  const today = localIsoDate(now, config.timeZone);
  const thisYear = yearOf(today);
  const year = input.year ?? thisYear;
  if (year > thisYear) throw new RefusalError(LEAVE_TEXTS.quotaYearNotStarted(year, thisYear));
  const years = await quotaYears(db, passId, thisYear);
  if (!years.includes(year)) throw new RefusalError(LEAVE_TEXTS.quotaYearWithoutAbsences(year, years));

  const quotaRows = await allQuotas(db);
  const absenceRows = await quotaAbsencesBetween(db, passId, `${year}-01-01`, `${year}-12-31`);
  return {
    year,
    years,
    quotas: quotaRows.map((quota) => {
      const charged = absenceRows
        .filter((a) => a.quotaCode === quota.code)
        .map((a) => ({
          date: a.date,
          kind: a.kind,
          payCode: a.payCode,
          payCodeDescription: a.payCodeDescription,
          minutes: a.minutes,
          scheduled: a.date > today,
        }));
      return {
        code: quota.code,
        description: quota.description,
        allowanceDays: quota.allowanceDays,
        usedDays: charged.length,
        remainingDays: quota.allowanceDays - charged.length,
        absences: charged,
      };
    }),
  };
}
