import { isoDateIn } from '@crewline/protocol';

/** Today's calendar date (ISO) on this device. */
export function todayIso(now: Date = new Date()): string {
  return isoDateIn(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}
