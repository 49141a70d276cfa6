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

/** The chip tone of a My Time request's status (the pick screens' chips: ui/pick/pick.css). */
export const STATUS_TONES: Record<string, 'safe' | 'risk' | 'closed' | 'none' | 'taken'> = {
  APPROVED: 'safe',
  WAITLISTED: 'risk',
  CANCELLED: 'closed',
  SUBMITTED: 'none',
  DENIED: 'taken',
};
