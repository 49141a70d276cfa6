import { agencyDate } from './agency-time';

/** Today's calendar date (ISO) at the agency (the device's before sign-in). */
export function todayIso(now: Date = new Date()): string {
  return agencyDate(now);
}
