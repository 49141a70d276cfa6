import { isoDateIn, wallClockDate, wallClockIn, zonedInstant } from '@crewline/protocol';
import { deviceZone } from '../lib/time-zone';
import { sessionStore } from './session.store';

/**
 * The time zone every time and date is shown in: the agency's, as sent at sign-in, so a
 * pick turn reads the same on every screen (the home header's comes from the gateway in the
 * agency's time) wherever the phone is. Before sign-in, or from a gateway that sends none,
 * the device's.
 */
export function agencyZone(): string {
  return sessionStore.get()?.profile.timeZone ?? deviceZone();
}

const toDate = (instant: Date | string): Date => (typeof instant === 'string' ? new Date(instant) : instant);

/** The agency's calendar date (ISO) at an instant. */
export function agencyDate(instant: Date | string): string {
  return isoDateIn(toDate(instant), agencyZone());
}

/**
 * The last agency day before an instant that ends something at midnight: a round closing at
 * 00:00 on 02-Dec was last open on 01-Dec.
 */
export function agencyLastDay(end: Date | string): string {
  return agencyDate(new Date(toDate(end).getTime() - 1));
}

/** The agency's wall clock at an instant: its date and the minutes after that date's midnight. */
export function agencyWallClock(instant: Date | string): { date: string; minutes: number } {
  const clock = wallClockIn(toDate(instant), agencyZone());
  return { date: wallClockDate(clock), minutes: clock.hour * 60 + clock.minute };
}

/** The instant of an agency wall-clock time (minutes after midnight of an ISO date). */
export function agencyInstant(date: string, minutes: number): Date {
  return zonedInstant(date, minutes, agencyZone());
}

/**
 * Date and time options in the agency's zone, for Intl formatting of an instant. On a device
 * set to another zone the time names its zone ("2:45 PM EST"), so no one reads it as local.
 */
export function inAgencyZone(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const timeZone = agencyZone();
  return timeZone === deviceZone() ? { ...options, timeZone } : { ...options, timeZone, timeZoneName: 'short' };
}

/**
 * The agency's zone as a time names it ("EST") when this device is set to another zone, for a
 * field that takes an agency wall-clock time; undefined in the agency's zone.
 */
export function zoneNameAbroad(instant: Date | string): string | undefined {
  return new Intl.DateTimeFormat('en-US', inAgencyZone({ hour: 'numeric' }))
    .formatToParts(toDate(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
}

/** Today's calendar date (ISO) at the agency (the device's before sign-in). */
export function todayIso(now: Date = new Date()): string {
  return agencyDate(now);
}
