import { DAY_OFF_TEXTS, LEAVE_DAY_MINUTES, type ServiceElements } from '@crewline/protocol';

type Request = ServiceElements<'mta_requestDayOffGet'>['requests'][number];

/** A request's status as its chip says it: "Waitlisted · 2nd" while waiting. */
export function statusWords(r: Pick<Request, 'status' | 'waitlistPosition'>): string {
  const words = DAY_OFF_TEXTS.statuses[r.status];
  return r.status === 'WAITLISTED' && r.waitlistPosition !== null ? `${words} · no. ${r.waitlistPosition}` : words;
}

/** Whether a request can still be cancelled: not cancelled yet, and its day still to come (the server refuses the rest). */
export function canCancel(r: Pick<Request, 'status' | 'date'>, today: string): boolean {
  return r.status !== 'CANCELLED' && r.date > today;
}

/** What a bank holds in days off ("2 days", "1 day", "none"). */
export function daysHeld(minutes: number): string {
  const days = Math.floor(minutes / LEAVE_DAY_MINUTES);
  if (days <= 0) return 'none';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The chip tone of a My Time request's status (the pick screens' chips: domain/pick/pick.css). */
export const STATUS_TONES: Record<string, 'safe' | 'risk' | 'closed' | 'none' | 'taken'> = {
  APPROVED: 'safe',
  WAITLISTED: 'risk',
  CANCELLED: 'closed',
  SUBMITTED: 'none',
  DENIED: 'taken',
};

/** What one bank holds for the days of one leave year (mta_requestDayOffGet, mta_vacationInDaysGet). */
export interface YearBank {
  year: number;
  later: boolean;
  onRecord: boolean;
  availableMinutes: number;
}

/** The leave year of a day: it is charged to that year's bank. */
export const leaveYearOf = (date: string) => Number(date.slice(0, 4));

/** Whether a year's bank can be charged a day. */
export const holdsADay = (held: YearBank) => held.onRecord && held.availableMinutes >= LEAVE_DAY_MINUTES;

/**
 * What a bank offers a day of its year, in brackets after its name: "(2 days left)", and for a
 * year after the one the leave balances show "(3 days left in 2027)" or "(2027 bank not on record yet)".
 */
export function yearBankWords(held: YearBank): string {
  if (!held.onRecord) return `(${held.year} bank not on record yet)`;
  return `(${daysHeld(held.availableMinutes)} left${held.later ? ` in ${held.year}` : ''})`;
}
